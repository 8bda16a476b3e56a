/**
 * XP: a character's XP is the sum of its ledger (xp_awards); abilities spend it. Awards
 * may be negative (a correction), so the sum can fall below what is spent.
 */

export interface XpLedgerEntry {
  amount: number;
}

export interface PricedAbility {
  ability_id: number;
  xpcost: number;
}

export function totalXp(entries: readonly XpLedgerEntry[]): number {
  return entries.reduce((sum, entry) => sum + entry.amount, 0);
}

/**
 * Price lookups by the price list they were made from. One list (the rules' offers) prices
 * many characters in a row, as when a staff list checks every sign-up's character, and
 * building the lookup costs far more than using it. Price lists are read-only values
 * (`readonly`), never changed after they are made, so a lookup made once stays true.
 */
const lookups = new WeakMap<readonly PricedAbility[], Map<number, number>>();

function costLookup(prices: readonly PricedAbility[]): Map<number, number> {
  let cost = lookups.get(prices);
  if (!cost) {
    cost = new Map(prices.map((p) => [p.ability_id, p.xpcost]));
    lookups.set(prices, cost);
  }
  return cost;
}

/** What the selected abilities cost; an ability unknown to `prices` costs nothing. */
export function xpSpent(
  selection: readonly { ability_id: number }[],
  prices: readonly PricedAbility[],
): number {
  const cost = costLookup(prices);
  return selection.reduce((sum, row) => sum + (cost.get(row.ability_id) ?? 0), 0);
}

export function remainingXp(xp: number, spent: number): number {
  return xp - spent;
}
