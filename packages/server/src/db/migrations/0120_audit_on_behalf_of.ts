import type { Kysely } from 'kysely';

/**
 * Who a change was made for: while a guardian acts as a person of their household, the
 * guardian is the audit row's actor and the person is named here (null otherwise).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('audit_log')
    .addColumn('on_behalf_of_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .execute();
}
