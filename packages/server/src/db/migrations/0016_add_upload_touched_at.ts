import type { Kysely } from 'kysely';

/**
 * `touched_at`: when a character last took or let go of the upload. An upload no character
 * uses is deleted once its grace period has passed since the later of that and its
 * creation. The index serves the per-user upload limits.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('uploads').addColumn('touched_at', 'text').execute();
  await db.schema.createIndex('uploads_user_idx').on('uploads').column('user_id').execute();
}
