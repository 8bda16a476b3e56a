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

/** What the selected abilities cost; an ability unknown to `prices` costs nothing. */
export function xpSpent(
  selection: readonly { ability_id: number }[],
  prices: readonly PricedAbility[],
): number {
  const cost = new Map(prices.map((p) => [p.ability_id, p.xpcost]));
  return selection.reduce((sum, row) => sum + (cost.get(row.ability_id) ?? 0), 0);
}

export function remainingXp(xp: number, spent: number): number {
  return xp - spent;
}
