import type { ChangeRequestStatus } from '@club/shared/contract/change-requests';
import type { Db } from '../../db/schema';

function requestQuery(db: Db) {
  return db
    .selectFrom('change_requests as cr')
    .innerJoin('characters as c', 'c.id', 'cr.character_id')
    .innerJoin('users as u', 'u.id', 'cr.user_id')
    .leftJoin('users as a', 'a.id', 'cr.answered_by')
    .select([
      'cr.id',
      'cr.character_id',
      'c.name as character_name',
      'cr.user_id',
      'u.name as user_name',
      'u.email as user_email',
      'u.language as user_language',
      'cr.message',
      'cr.status',
      'cr.reason',
      'a.name as answered_by_name',
      'cr.answered_at',
      'cr.created_at',
    ]);
}

export type ChangeRequestRecord = Awaited<ReturnType<typeof findChangeRequest>> & object;

export function findChangeRequest(db: Db, id: number) {
  return requestQuery(db).where('cr.id', '=', id).executeTakeFirst();
}

export function listChangeRequests(db: Db, status: ChangeRequestStatus | 'all') {
  let query = requestQuery(db).orderBy('cr.created_at', 'desc').orderBy('cr.id', 'desc');
  if (status !== 'all') query = query.where('cr.status', '=', status);
  return query.execute();
}

/** The newest request of each character asked for. */
export async function latestChangeRequests(db: Db, characterIds: readonly number[]) {
  if (characterIds.length === 0) return new Map<number, ChangeRequestRecord>();
  const rows = await requestQuery(db)
    .where('cr.character_id', 'in', [...characterIds])
    .orderBy('cr.id', 'asc')
    .execute();
  return new Map(rows.map((row) => [row.character_id, row]));
}

export async function hasOpenRequest(db: Db, characterId: number): Promise<boolean> {
  const row = await db
    .selectFrom('change_requests')
    .select('id')
    .where('character_id', '=', characterId)
    .where('status', '=', 'open')
    .executeTakeFirst();
  return row !== undefined;
}

export async function insertChangeRequest(
  db: Db,
  row: { characterId: number; userId: number; message: string },
): Promise<number> {
  const inserted = await db
    .insertInto('change_requests')
    .values({
      character_id: row.characterId,
      user_id: row.userId,
      message: row.message,
      status: 'open',
      created_at: new Date().toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return inserted.id;
}

export async function answerChangeRequest(
  db: Db,
  id: number,
  answer: { status: ChangeRequestStatus; reason: string | null; answeredBy: number },
): Promise<void> {
  await db
    .updateTable('change_requests')
    .set({
      status: answer.status,
      reason: answer.reason,
      answered_by: answer.answeredBy,
      answered_at: new Date().toISOString(),
    })
    .where('id', '=', id)
    .execute();
}
