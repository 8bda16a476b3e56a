import { sql, type Kysely } from 'kysely';

/**
 * Professions, and a class's professions, added without a place went after the last one
 * with no upper bound, so a list whose last place was the contract's limit (10 000) grew
 * past it, and such a list could no longer be exported. New ones now share the last place
 * at the limit; this brings places already stored back within it. The number is written
 * out: a migration must keep doing what it did when the limit moves.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`update professions set sort_order = 10000 where sort_order > 10000`.execute(db);
  await sql`update class_professions set sort_order = 10000 where sort_order > 10000`.execute(db);
}
