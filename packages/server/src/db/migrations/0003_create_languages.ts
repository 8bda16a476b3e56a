import type { Kysely } from 'kysely';
import { blobType, idColumn } from './dialect';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('languages')
    .addColumn('id', 'integer', idColumn(db))
    .addColumn('name', 'text', (c) => c.notNull().unique())
    .addColumn('sample_text', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('link', 'text')
    .addColumn('font_data', blobType(db))
    .addColumn('font_filename', 'text')
    .addColumn('font_credit', 'text')
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
}
