import { BANK, INVENTORY_ERROR_CODES, USED, WORKSHOP } from '../contract/inventory-constants';
import { ALLOWED, refuse, type RuleVerdict } from './rule-verdict';

/**
 * The ledger's rules, the same in the server, the browser and the property test:
 *
 * - A holder's balance of a type is the sum of the ledger rows into it minus those out of it.
 * - The bank is the club's stock and never runs dry: it hands out what the club makes
 *   (printed coin, herb cards) and takes back what comes in. Its sum is therefore minus
 *   what is in circulation, and only characters are held to a balance.
 * - A character's balance never goes below zero: a transfer that would take more than the
 *   character holds is refused, naming the shortfall.
 */

/**
 * A holder as the ledger names it: the bank, a character, where used things go, or the
 * workshop crafted products come from. Only characters hold a balance anyone checks.
 */
export type LedgerHolder = typeof BANK | typeof USED | typeof WORKSHOP | { character_id: number };

/** The character a holder is, or null for the bank, `used` and the workshop. */
export function characterOf(holder: LedgerHolder): number | null {
  return typeof holder === 'string' ? null : holder.character_id;
}

/** A ledger row as the rules need it. */
export interface LedgerRowLike {
  from: LedgerHolder;
  to: LedgerHolder;
  item_type_id: number;
  quantity: number;
}

/** One key per holder, for maps: `bank` or `c12`. */
export function holderKey(holder: LedgerHolder): string {
  return typeof holder === 'string' ? holder : `c${holder.character_id}`;
}

export function sameHolder(a: LedgerHolder, b: LedgerHolder): boolean {
  return holderKey(a) === holderKey(b);
}

/** Only characters are held to a balance; the bank gives whatever the club makes. */
export function isBottomless(holder: LedgerHolder): boolean {
  return typeof holder === 'string';
}

/** Every holder's balance of every type: the sums of the rows (zeros included). */
export function ledgerBalances(rows: readonly LedgerRowLike[]): Map<string, Map<number, number>> {
  const balances = new Map<string, Map<number, number>>();
  const add = (holder: LedgerHolder, type: number, amount: number) => {
    const key = holderKey(holder);
    const of = balances.get(key) ?? new Map<number, number>();
    of.set(type, (of.get(type) ?? 0) + amount);
    balances.set(key, of);
  };
  for (const row of rows) {
    add(row.from, row.item_type_id, -row.quantity);
    add(row.to, row.item_type_id, row.quantity);
  }
  return balances;
}

export function balanceOf(
  balances: Map<string, Map<number, number>>,
  holder: LedgerHolder,
  itemTypeId: number,
): number {
  return balances.get(holderKey(holder))?.get(itemTypeId) ?? 0;
}

export const INVENTORY_RULES = {
  notEnough: {
    code: INVENTORY_ERROR_CODES.notEnough,
    message: 'Too little to give: {missing} missing (holds {have}, the transfer takes {need})',
  },
} as const;

/**
 * Whether `holder`, holding `have`, may give `need` of a type. The refusal names the
 * numbers (and the type) so the message can say what is missing.
 */
export function checkWithdrawal(input: {
  holder: LedgerHolder;
  itemTypeId: number;
  have: number;
  need: number;
}): RuleVerdict {
  if (isBottomless(input.holder) || input.have >= input.need) return ALLOWED;
  return refuse(INVENTORY_RULES.notEnough, {
    item_type_id: input.itemTypeId,
    have: input.have,
    need: input.need,
    missing: input.need - input.have,
  });
}

/**
 * Applies a transfer to balances if the rules allow it: the new balances, or the refusal.
 * The property test runs random sequences through this model beside the real ledger.
 */
export function applyTransfer(
  balances: Map<string, Map<number, number>>,
  row: LedgerRowLike,
): { ok: true; balances: Map<string, Map<number, number>> } | { ok: false; verdict: RuleVerdict } {
  const verdict = checkWithdrawal({
    holder: row.from,
    itemTypeId: row.item_type_id,
    have: balanceOf(balances, row.from, row.item_type_id),
    need: row.quantity,
  });
  if (!verdict.ok) return { ok: false, verdict };
  const next = new Map([...balances].map(([key, of]) => [key, new Map(of)]));
  const add = (holder: LedgerHolder, amount: number) => {
    const key = holderKey(holder);
    const of = next.get(key) ?? new Map<number, number>();
    of.set(row.item_type_id, (of.get(row.item_type_id) ?? 0) + amount);
    next.set(key, of);
  };
  add(row.from, -row.quantity);
  add(row.to, row.quantity);
  return { ok: true, balances: next };
}

/** What an envelope rule's `to` can name, and what a character brings to be matched. */
export type EnvelopeTargetLike =
  | { all: true }
  | { class_id: number }
  | { profession_id: number }
  | { ability_id: number }
  | { special_ability_id: number }
  | { character_id: number };

export interface EnvelopeCharacter {
  id: number;
  class_id: number;
  profession_ids: readonly number[];
  ability_ids: readonly number[];
  special_ability_ids: readonly number[];
}

export function envelopeTargetMatches(
  target: EnvelopeTargetLike,
  character: EnvelopeCharacter,
): boolean {
  if ('all' in target) return true;
  if ('class_id' in target) return target.class_id === character.class_id;
  if ('profession_id' in target) return character.profession_ids.includes(target.profession_id);
  if ('ability_id' in target) return character.ability_ids.includes(target.ability_id);
  if ('special_ability_id' in target) {
    return character.special_ability_ids.includes(target.special_ability_id);
  }
  return target.character_id === character.id;
}

export interface EnvelopeLineLike {
  item_type_id: number;
  quantity: number;
}

/**
 * What a character's envelope holds: every line of every rule that matches the character,
 * one line per type (their quantities added), in the order the types first appear.
 */
export function envelopeFor(
  character: EnvelopeCharacter,
  rules: readonly { to: EnvelopeTargetLike; items: readonly EnvelopeLineLike[] }[],
): EnvelopeLineLike[] {
  const totals = new Map<number, number>();
  for (const rule of rules) {
    if (!envelopeTargetMatches(rule.to, character)) continue;
    for (const line of rule.items) {
      totals.set(line.item_type_id, (totals.get(line.item_type_id) ?? 0) + line.quantity);
    }
  }
  return [...totals].map(([item_type_id, quantity]) => ({ item_type_id, quantity }));
}

/**
 * What a departing character hands back: of each listed type, what it holds above `keep`.
 * Types it holds no more of than that are left out.
 */
export function handBackFor(
  holdings: ReadonlyMap<number, number>,
  handBack: readonly { item_type_id: number; keep: number }[],
): EnvelopeLineLike[] {
  const lines: EnvelopeLineLike[] = [];
  for (const limit of handBack) {
    const above = (holdings.get(limit.item_type_id) ?? 0) - limit.keep;
    if (above > 0) lines.push({ item_type_id: limit.item_type_id, quantity: above });
  }
  return lines;
}

/**
 * A quantity of a type as read aloud: "2 bdt. Røllike", "1 Ulfberht" (no unit), and for
 * a coin whose unit is its name, "25 sølv" rather than "25 sølv Sølv". `amount` is the
 * number as the reader writes it.
 */
export function quantityText(amount: string, unit: string, name: string): string {
  if (unit && unit.toLowerCase() === name.toLowerCase()) return `${amount} ${unit}`;
  return unit ? `${amount} ${unit} ${name}` : `${amount} ${name}`;
}
