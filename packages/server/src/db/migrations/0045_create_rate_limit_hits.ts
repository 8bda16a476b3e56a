import type { Kysely } from 'kysely';

/**
 * Requests counted per route and client key in the current window, so that several
 * instances on one PostgreSQL database share their rate limits. `expires_at` is the end
 * of the window in milliseconds since the epoch, by the database's clock (the instances'
 * clocks may differ).
 *
 * Created on SQLite too, where nothing writes it (one process counts in memory there): the
 * schema stays the same on both engines, so the Database type, backups and restores do
 * not have to tell them apart.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('rate_limit_hits')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('hits', 'integer', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .execute();
  // The sweep deletes by the end of the window.
  await db.schema
    .createIndex('rate_limit_hits_expires_at')
    .on('rate_limit_hits')
    .column('expires_at')
    .execute();
}
