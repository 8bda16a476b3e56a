/**
 * Guests at the gate (decision 032): someone without an account whom staff sign up with a
 * name and phone only. A character belongs to an account, so a guest never has one: they
 * come as a player without a sheet (no XP) or as crew.
 */
export const guestMayHaveCharacter = false;

/** Whether the walk-in must name a character: a member who comes as a player. */
export function walkInNeedsCharacter(walkIn: { guest: boolean; role: string }): boolean {
  return !walkIn.guest && walkIn.role === 'player';
}
