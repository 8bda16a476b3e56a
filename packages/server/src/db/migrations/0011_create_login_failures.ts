import type { Kysely } from 'kysely';

/**
 * Failed logins counted per email address (known or not, so a lockout tells nothing about
 * which accounts exist), to hold back guessing at one account from many addresses.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('login_failures')
    .addColumn('email', 'text', (c) => c.primaryKey())
    .addColumn('failures', 'integer', (c) => c.notNull())
    .addColumn('window_started_at', 'text', (c) => c.notNull())
    .addColumn('locked_until', 'text')
    .execute();
}
