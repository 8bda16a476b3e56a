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

export function findUpload(db: Kysely<Database>, path: string) {
  return db
    .selectFrom('uploads')
    .select(['content_type', 'data'])
    .where('path', '=', path)
    .executeTakeFirst();
}
