import type { Kysely } from 'kysely';

/**
 * A member's after-event report while it is being written: one draft per member and
 * event, kept on the server so it follows the member from one phone to another. Written
 * over as the member types; deleted when the report is sent, and with the account (the
 * users row stays as a tombstone, so the account service deletes it by hand).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('report_drafts')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('event_id', 'integer', (c) =>
      c.notNull().references('events.id').onDelete('cascade'),
    )
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('report_drafts_pk', ['user_id', 'event_id'])
    .execute();
}
