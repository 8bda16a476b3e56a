import { sql } from 'kysely';

/**
 * A race as a character reads it, for a query joining `races as r`: its singular name
 * ("Dværg · Kriger"), or its name while the board has written none.
 */
export function raceNameOnCharacter() {
  return sql<string>`coalesce(nullif(r.singular_name, ''), r.name)`.as('race_name');
}
