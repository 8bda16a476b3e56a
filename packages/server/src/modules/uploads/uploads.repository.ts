import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../../db/engine';
import type { Database, Db } from '../../db/schema';

export async function insertUpload(
  db: Db,
  upload: { path: string; userId: number; contentType: string; data: Buffer; createdAt: string },
): Promise<void> {
  await db
    .insertInto('uploads')
    .values({
      path: upload.path,
      user_id: upload.userId,
      content_type: upload.contentType,
      data: upload.data,
      created_at: upload.createdAt,
    })
    .execute();
}

/** An avatar upload, else a picture of the rules data, at `path`. */
export async function findUpload(db: Kysely<Database>, path: string) {
  return (
    (await db
      .selectFrom('uploads')
      .select(['content_type', 'data'])
      .where('path', '=', path)
      .executeTakeFirst()) ??
    (await db
      .selectFrom('rules_images')
      .select(['content_type', 'data'])
      .where('path', '=', path)
      .executeTakeFirst())
  );
}

export async function insertRulesImage(
  db: Db,
  image: { path: string; contentType: string; data: Buffer },
): Promise<void> {
  await db
    .insertInto('rules_images')
    .values({
      path: image.path,
      content_type: image.contentType,
      data: image.data,
      created_at: new Date().toISOString(),
    })
    .execute();
}

/** How many uploads the user holds and their bytes together. */
export async function uploadUsage(
  db: Db,
  userId: number,
): Promise<{ count: number; bytes: number }> {
  const size = isPostgres(db) ? sql`octet_length(data)` : sql`length(data)`;
  const row = await db
    .selectFrom('uploads')
    .select([
      (eb) => eb.fn.countAll<number>().as('count'),
      sql<number | null>`sum(${size})`.as('bytes'),
    ])
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return { count: Number(row.count), bytes: Number(row.bytes ?? 0) };
}

/** A character took or let go of these uploads: their grace period starts again. */
export async function touchUploads(db: Db, paths: string[], at: string): Promise<void> {
  if (paths.length === 0) return;
  await db.updateTable('uploads').set({ touched_at: at }).where('path', 'in', paths).execute();
}

/**
 * Deletes, in one statement, every upload no character uses whose last change (creation,
 * or a character taking or letting go of it) is older than `before`. Returns their paths.
 */
export async function deleteUnusedUploads(db: Db, before: string): Promise<string[]> {
  const rows = await db
    .deleteFrom('uploads')
    .where((eb) => eb(eb.fn.coalesce('touched_at', 'created_at'), '<', before))
    .where('path', 'not in', (eb) => eb.selectFrom('characters').select('avatar_path'))
    .returning('path')
    .execute();
  return rows.map((row) => row.path);
}
