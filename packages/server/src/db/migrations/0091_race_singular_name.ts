import type { Kysely } from 'kysely';

/**
 * A race's name for one of its folk ("Dværg" beside the race's "Dværge"), which a
 * character shows ("Dværg · Kriger"). Empty until the board writes one; a character then
 * shows the race's name as it is.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('races')
    .addColumn('singular_name', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
}
