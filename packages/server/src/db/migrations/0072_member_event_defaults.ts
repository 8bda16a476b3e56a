import type { Kysely } from 'kysely';

/**
 * What a member usually writes when signing up (diet, allergies, emergency contact), so
 * the sign-up form starts from it. One row per member; deleting the account deletes it
 * (the users row stays as a tombstone, so the account service deletes it by hand).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('member_event_defaults')
    .addColumn('user_id', 'integer', (c) =>
      c.primaryKey().references('users.id').onDelete('cascade'),
    )
    .addColumn('diet', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('allergies', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('emergency_name', 'text')
    .addColumn('emergency_phone', 'text')
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
}
