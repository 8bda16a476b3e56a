import { CRAFTING_ERROR_CODES } from '../contract/crafting-constants';
import { ALLOWED, refuse, type RuleVerdict } from './rule-verdict';

/**
 * Crafting's rules, the same in the server, the browser and the property test: what a
 * recipe takes and how far the ingredients held reach, a character's mana at an event, and
 * until which event a product keeps.
 */

export interface RecipeLineLike {
  item_type_id: number;
  quantity: number;
}

export interface Shortfall {
  item_type_id: number;
  /** What the crafts take of the type in all. */
  need: number;
  have: number;
  missing: number;
}

/** Each input the character holds too little of for `times` crafts, with the shortfall. */
export function shortfalls(
  inputs: readonly RecipeLineLike[],
  held: ReadonlyMap<number, number>,
  times: number,
): Shortfall[] {
  return needs(inputs, times).flatMap(({ item_type_id, need }) => {
    const have = held.get(item_type_id) ?? 0;
    return have >= need ? [] : [{ item_type_id, need, have, missing: need - have }];
  });
}

/** What `times` crafts take of each type (a type named twice counted once, added). */
export function needs(
  inputs: readonly RecipeLineLike[],
  times: number,
): { item_type_id: number; need: number }[] {
  const total = new Map<number, number>();
  for (const line of inputs) {
    total.set(line.item_type_id, (total.get(line.item_type_id) ?? 0) + line.quantity * times);
  }
  return [...total].map(([item_type_id, need]) => ({ item_type_id, need }));
}

/** How many times the ingredients held make the recipe (a recipe of no inputs: `cap`). */
export function timesHeldMakes(
  inputs: readonly RecipeLineLike[],
  held: ReadonlyMap<number, number>,
  cap: number,
): number {
  let most = cap;
  for (const { item_type_id, need } of needs(inputs, 1)) {
    most = Math.min(most, Math.floor((held.get(item_type_id) ?? 0) / need));
  }
  return Math.max(0, most);
}

/** A character's mana at an event: its race's base mana plus its abilities' bonus MP. */
export function manaOf(baseMana: number, bonusMp: readonly number[]): number {
  return bonusMp.reduce((sum, bonus) => sum + bonus, baseMana);
}

export const CRAFTING_RULES = {
  notEnoughMana: {
    code: CRAFTING_ERROR_CODES.notEnoughMana,
    message: 'Too little mana left at this event: the crafts cost {need}, {have} is left',
  },
} as const;

/** Whether the mana left pays for the crafts. */
export function checkMana(input: { left: number; cost: number }): RuleVerdict {
  if (input.cost <= input.left) return ALLOWED;
  return refuse(CRAFTING_RULES.notEnoughMana, { have: input.left, need: input.cost });
}

export interface EventSpan {
  id: number;
  starts_at: string;
  ends_at: string;
}

/**
 * The last event a product keeps through: made at an event, the `keeps`-th event after it
 * (that event itself for 0); made outside an event, the `keeps`-th event starting after it
 * was made (at least the next one). `events` are the season's events that count (not
 * drafts, not cancelled), in any order. Undefined when the product keeps for ever
 * (`keeps` null); null while that event is not planned yet.
 */
export function keepsUntil<E extends EventSpan>(
  made: { at: string; event: EventSpan | null },
  keeps: number | null,
  events: readonly E[],
): E | null | undefined {
  if (keeps === null) return undefined;
  const from = made.event ? made.event.starts_at : made.at;
  const later = events
    .filter((event) => event.starts_at > from && event.id !== made.event?.id)
    .sort((a, b) => (a.starts_at < b.starts_at ? -1 : a.starts_at > b.starts_at ? 1 : a.id - b.id));
  if (made.event) {
    if (keeps === 0) return events.find((event) => event.id === made.event!.id) ?? null;
    return later[keeps - 1] ?? null;
  }
  return later[Math.max(keeps, 1) - 1] ?? null;
}

/** A product is spoiled once the last event it keeps through has ended. */
export function isSpoiled(until: EventSpan | null | undefined, now: string): boolean {
  return until !== null && until !== undefined && now >= until.ends_at;
}
