import type { Kysely } from 'kysely';

/** The audit log is read newest first and filtered by who made the change. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('audit_log_created_idx')
    .on('audit_log')
    .columns(['created_at', 'id'])
    .execute();
  await db.schema.createIndex('audit_log_actor_idx').on('audit_log').column('actor_id').execute();
}
