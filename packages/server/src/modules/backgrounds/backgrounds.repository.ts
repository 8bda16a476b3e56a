import type { Db } from '../../db/schema';

/** The character a thread belongs to, with its owner. */
export function findCharacterOwner(db: Db, characterId: number) {
  return db
    .selectFrom('characters')
    .select(['id', 'name', 'user_id'])
    .where('id', '=', characterId)
    .executeTakeFirst();
}

export function findBackground(db: Db, characterId: number) {
  return db
    .selectFrom('character_backgrounds as b')
    .leftJoin('users as r', 'r.id', 'b.reviewed_by')
    .select([
      'b.character_id',
      'b.text',
      'b.status',
      'b.review_comment',
      'b.reviewed_at',
      'b.submitted_at',
      'b.updated_at',
      'r.name as reviewed_by_name',
    ])
    .where('b.character_id', '=', characterId)
    .executeTakeFirst();
}

/** Writes the background, creating the row on first write. */
export async function saveBackground(
  db: Db,
  characterId: number,
  change: {
    text?: string;
    status?: string;
    review_comment?: string | null;
    reviewed_by?: number | null;
    reviewed_at?: string | null;
    submitted_at?: string | null;
  },
  at: string,
): Promise<void> {
  await db
    .insertInto('character_backgrounds')
    .values({
      character_id: characterId,
      text: change.text ?? '',
      status: change.status ?? 'draft',
      review_comment: change.review_comment ?? null,
      reviewed_by: change.reviewed_by ?? null,
      reviewed_at: change.reviewed_at ?? null,
      submitted_at: change.submitted_at ?? null,
      created_at: at,
      updated_at: at,
    })
    .onConflict((oc) => oc.column('character_id').doUpdateSet({ ...change, updated_at: at }))
    .execute();
}

/** Moves the status only if it is still one of `from`: two reviews at once change it once. */
export async function moveStatus(
  db: Db,
  characterId: number,
  from: readonly string[],
  change: {
    status: string;
    review_comment?: string | null;
    reviewed_by?: number | null;
    reviewed_at?: string | null;
    submitted_at?: string | null;
  },
  at: string,
): Promise<boolean> {
  const result = await db
    .updateTable('character_backgrounds')
    .set({ ...change, updated_at: at })
    .where('character_id', '=', characterId)
    .where('status', 'in', [...from])
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export function listBackgrounds(db: Db, status: string) {
  return db
    .selectFrom('character_backgrounds as b')
    .innerJoin('characters as c', 'c.id', 'b.character_id')
    .innerJoin('users as u', 'u.id', 'c.user_id')
    .select([
      'b.character_id',
      'c.name as character_name',
      'c.user_id',
      'u.name as user_name',
      'b.status',
      'b.submitted_at',
      'b.updated_at',
    ])
    .where('b.status', '=', status)
    .orderBy('b.submitted_at')
    .orderBy('b.character_id')
    .execute();
}

/** Comments with their author's name and whether the author's account is gone. */
function commentQuery(db: Db) {
  return db
    .selectFrom('character_comments as m')
    .leftJoin('users as u', 'u.id', 'm.author_id')
    .select([
      'm.id',
      'm.character_id',
      'm.author_id',
      'u.name as author_name',
      'u.deleted_at as author_deleted_at',
      'm.author_is_staff',
      'm.text',
      'm.staff_only',
      'm.created_at',
    ]);
}

export function listComments(db: Db, characterId: number, includeStaffOnly: boolean) {
  let query = commentQuery(db).where('m.character_id', '=', characterId);
  if (!includeStaffOnly) query = query.where('m.staff_only', '=', 0);
  return query.orderBy('m.id').execute();
}

/** What the member wrote on characters that are not theirs, staff-only notes left out. */
export function listCommentsWrittenElsewhere(db: Db, userId: number) {
  return commentQuery(db)
    .innerJoin('characters as c', 'c.id', 'm.character_id')
    .where('m.author_id', '=', userId)
    .where('c.user_id', '!=', userId)
    .where('m.staff_only', '=', 0)
    .orderBy('m.id')
    .execute();
}

export async function insertComment(
  db: Db,
  comment: {
    character_id: number;
    author_id: number;
    author_is_staff: boolean;
    text: string;
    staff_only: boolean;
  },
  at: string,
): Promise<number> {
  const row = await db
    .insertInto('character_comments')
    .values({
      character_id: comment.character_id,
      author_id: comment.author_id,
      author_is_staff: comment.author_is_staff ? 1 : 0,
      text: comment.text,
      staff_only: comment.staff_only ? 1 : 0,
      created_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export function findComment(db: Db, id: number) {
  return commentQuery(db).where('m.id', '=', id).executeTakeFirst();
}
