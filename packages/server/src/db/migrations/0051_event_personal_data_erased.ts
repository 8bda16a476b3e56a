import type { Kysely } from 'kysely';

/**
 * `personal_data_erased_at`: when the retention sweep erased the event's sign-ups' diets,
 * allergies and emergency contacts. Set by a conditional update, so of several servers
 * sweeping at once exactly one erases (and audits) each event.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('events').addColumn('personal_data_erased_at', 'text').execute();
}
