import type { Kysely } from 'kysely';

/**
 * A family paid as one: a guardian's sign-ups for themself and their household made in one
 * step name the first of them (`family_of`), whose payment reference the family pays with.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('event_signups')
    .addColumn('family_of', 'integer', (c) => c.references('event_signups.id').onDelete('set null'))
    .execute();
  await db.schema
    .createIndex('event_signups_family_idx')
    .on('event_signups')
    .column('family_of')
    .execute();
}
