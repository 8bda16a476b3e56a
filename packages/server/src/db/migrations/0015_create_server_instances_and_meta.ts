import type { Kysely } from 'kysely';

/**
 * Runtime state that is not club data (a backup neither carries nor replaces it):
 * `server_instances` holds a heartbeat row per running server, so a restore can see that
 * the database is in use; `meta` holds the data generation a restore bumps, so a running
 * server notices that its data was replaced.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('server_instances')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('host', 'text', (c) => c.notNull())
    .addColumn('pid', 'integer', (c) => c.notNull())
    .addColumn('started_at', 'text', (c) => c.notNull())
    .addColumn('seen_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('meta')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .execute();
  await (db as Kysely<{ meta: { key: string; value: string } }>)
    .insertInto('meta')
    .values({ key: 'data_generation', value: '0' })
    .execute();
}
