import type { Kysely } from 'kysely';
import { blobType, idColumn } from './dialect';

/**
 * Pictures that belong to the rules data (a race's image), uploaded by the board or
 * loaded from a rules file. Unlike avatars they belong to no user: a world imported from
 * the command line has no uploader. Served like uploads, under the same path prefix.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('rules_images')
    .addColumn('id', 'integer', idColumn(db))
    .addColumn('path', 'text', (c) => c.notNull().unique())
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('data', blobType(db), (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
}
