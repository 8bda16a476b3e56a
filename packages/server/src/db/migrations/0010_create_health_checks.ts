import type { Kysely } from 'kysely';

/** One row that GET /api/health rewrites, to know the database still takes writes. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('health_checks')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('checked_at', 'text', (c) => c.notNull())
    .execute();
}
