import type { Kysely } from 'kysely';

/**
 * Failed logins counted per email and client address (decision 007): a lock earned from one
 * address no longer keeps the owner out from another. The counts are minutes old at most and
 * say nothing worth keeping, so the table is made anew rather than converted (SQLite cannot
 * change a primary key in place). `client` defaults to '' so that a backup made before this
 * migration, whose rows lack it, still restores.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('login_failures').execute();
  await db.schema
    .createTable('login_failures')
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('client', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('failures', 'integer', (c) => c.notNull())
    .addColumn('window_started_at', 'text', (c) => c.notNull())
    .addColumn('locked_until', 'text')
    .addPrimaryKeyConstraint('login_failures_pkey', ['email', 'client'])
    .execute();
}
