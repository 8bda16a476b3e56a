import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

export async function insertUpload(
  db: Kysely<Database>,
  upload: { path: string; userId: number; contentType: string; data: Buffer },
): Promise<void> {
  await db
    .insertInto('uploads')
    .values({
      path: upload.path,
      user_id: upload.userId,
      content_type: upload.contentType,
      data: upload.data,
      created_at: new Date().toISOString(),
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
  db: Kysely<Database>,
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
