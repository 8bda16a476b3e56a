/**
 * Hits: a character has its race's base hits, and each chosen ability adds its bonus hits
 * (a negative bonus takes some away). Never fewer than none.
 */
export function totalHits(baseHits: number, abilities: readonly { bonus_hits: number }[]): number {
  return Math.max(
    0,
    abilities.reduce((sum, ability) => sum + ability.bonus_hits, baseHits),
  );
}
