import { sql, type Kysely } from 'kysely';
import { idColumn } from './dialect';

/** A member asking staff to reopen a locked sheet; at most one open per character. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('change_requests')
    .addColumn('id', 'integer', idColumn(db))
    .addColumn('character_id', 'integer', (c) =>
      c.notNull().references('characters.id').onDelete('cascade'),
    )
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('open'))
    .addColumn('reason', 'text')
    .addColumn('answered_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('answered_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('change_requests_character_idx')
    .on('change_requests')
    .column('character_id')
    .execute();
  await sql`create unique index change_requests_one_open_uq on change_requests (character_id) where status = 'open'`.execute(
    db,
  );
  await db.schema
    .createIndex('change_requests_status_idx')
    .on('change_requests')
    .column('status')
    .execute();
}
