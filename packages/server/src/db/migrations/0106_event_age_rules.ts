import type { Kysely } from 'kysely';

/**
 * An event's age rules: an optional minimum age on its first day, and whether someone
 * under 18 may come only with one of their guardians signed up for it too.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('events').addColumn('min_age', 'integer').execute();
  await db.schema
    .alterTable('events')
    .addColumn('guardian_required', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}
