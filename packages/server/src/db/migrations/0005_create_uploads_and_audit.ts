import type { Kysely } from 'kysely';
import { blobType, idColumn } from './dialect';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('uploads')
    .addColumn('id', 'integer', idColumn(db))
    .addColumn('path', 'text', (c) => c.notNull().unique())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('data', blobType(db), (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('audit_log')
    .addColumn('id', 'integer', idColumn(db))
    .addColumn('actor_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('entity', 'text', (c) => c.notNull())
    .addColumn('entity_id', 'integer')
    .addColumn('before', 'text')
    .addColumn('after', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('audit_log_entity_idx')
    .on('audit_log')
    .columns(['entity', 'entity_id'])
    .execute();
}
