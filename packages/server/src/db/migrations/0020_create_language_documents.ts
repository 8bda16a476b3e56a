import type { Kysely } from 'kysely';
import { idColumn } from './dialect';

/**
 * In-game documents written in a language. A language with documents cannot be deleted
 * (no cascade): the service refuses with 409 and the foreign key guards the rest.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('language_documents')
    .addColumn('id', 'integer', idColumn(db))
    .addColumn('language_id', 'integer', (c) => c.notNull().references('languages.id'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('staff_note', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('visible', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('language_documents_language_idx')
    .on('language_documents')
    .column('language_id')
    .execute();
}
