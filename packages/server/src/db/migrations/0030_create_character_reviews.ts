import type { Kysely } from 'kysely';

/**
 * Staff accepting a character under review as it is: the reasons it was accepted with
 * (so it shows again only for a new reason) and their note.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('character_reviews')
    .addColumn('character_id', 'integer', (c) =>
      c.primaryKey().references('characters.id').onDelete('cascade'),
    )
    .addColumn('accepted_reasons', 'text', (c) => c.notNull())
    .addColumn('note', 'text', (c) => c.notNull())
    .addColumn('accepted_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('accepted_at', 'text', (c) => c.notNull())
    .execute();
}
