import type { Db } from '../../db/schema';

function reportQuery(db: Db) {
  return db
    .selectFrom('event_reports as r')
    .innerJoin('events as e', 'e.id', 'r.event_id')
    .leftJoin('characters as c', 'c.id', 'r.character_id')
    .leftJoin('users as u', 'u.id', 'r.user_id')
    .leftJoin('users as rv', 'rv.id', 'r.reviewed_by')
    .select([
      'r.id',
      'r.event_id',
      'e.title as event_title',
      'e.starts_at as event_starts_at',
      'r.signup_id',
      'r.character_id',
      'c.name as character_name',
      'r.user_id',
      'u.name as user_name',
      'u.deleted_at as user_deleted_at',
      'r.text',
      'r.status',
      'r.review_comment',
      'rv.name as reviewed_by_name',
      'rv.deleted_at as reviewer_deleted_at',
      'r.reviewed_at',
      'r.xp_awarded',
      'r.created_at',
      'r.updated_at',
    ]);
}

export type ReportRecord = Awaited<ReturnType<typeof findReport>> & object;

export function findReport(db: Db, id: number) {
  return reportQuery(db).where('r.id', '=', id).executeTakeFirst();
}

export function listEventReports(db: Db, eventId: number, userId: number | null) {
  let query = reportQuery(db).where('r.event_id', '=', eventId);
  if (userId !== null) query = query.where('r.user_id', '=', userId);
  return query.orderBy('r.id').execute();
}

export function listReportsByStatus(db: Db, status: string) {
  return reportQuery(db).where('r.status', '=', status).orderBy('r.id').execute();
}

/** A character's story: its reports, the latest event first. */
export function listCharacterReports(db: Db, characterId: number) {
  return reportQuery(db)
    .where('r.character_id', '=', characterId)
    .orderBy('e.starts_at', 'desc')
    .orderBy('r.id', 'desc')
    .execute();
}

export function listUserReports(db: Db, userId: number) {
  return reportQuery(db).where('r.user_id', '=', userId).orderBy('r.id').execute();
}

export function findMemberSignup(db: Db, eventId: number, userId: number) {
  return db
    .selectFrom('event_signups')
    .select(['id', 'character_id', 'checked_in_at'])
    .where('event_id', '=', eventId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

export async function insertReport(
  db: Db,
  report: {
    event_id: number;
    signup_id: number;
    user_id: number;
    character_id: number;
    text: string;
  },
  at: string,
): Promise<number> {
  const row = await db
    .insertInto('event_reports')
    .values({ ...report, status: 'submitted', created_at: at, updated_at: at })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Changes the text while the report is submitted or returned; false when it was not. */
export async function rewriteReport(db: Db, id: number, text: string, at: string) {
  const result = await db
    .updateTable('event_reports')
    .set({ text, status: 'submitted', updated_at: at })
    .where('id', '=', id)
    .where('status', 'in', ['submitted', 'returned'])
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Reviews a submitted report. The status condition makes this the one write that decides
 * a race: of two approvals at once, only the first changes the row (PostgreSQL re-reads
 * it after the first commits; SQLite writes one at a time), and only it awards XP.
 */
export async function reviewReport(
  db: Db,
  id: number,
  change: { status: string; review_comment: string | null; reviewed_by: number; at: string },
): Promise<boolean> {
  const result = await db
    .updateTable('event_reports')
    .set({
      status: change.status,
      review_comment: change.review_comment,
      reviewed_by: change.reviewed_by,
      reviewed_at: change.at,
      updated_at: change.at,
    })
    .where('id', '=', id)
    .where('status', '=', 'submitted')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function setXpAwarded(db: Db, id: number, amount: number): Promise<void> {
  await db.updateTable('event_reports').set({ xp_awarded: amount }).where('id', '=', id).execute();
}

// The member's draft of a report

export function findDraft(db: Db, userId: number, eventId: number) {
  return db
    .selectFrom('report_drafts')
    .select(['text', 'updated_at'])
    .where('user_id', '=', userId)
    .where('event_id', '=', eventId)
    .executeTakeFirst();
}

export async function saveDraft(
  db: Db,
  userId: number,
  eventId: number,
  text: string,
  at: string,
): Promise<void> {
  await db
    .insertInto('report_drafts')
    .values({ user_id: userId, event_id: eventId, text, updated_at: at })
    .onConflict((oc) => oc.columns(['user_id', 'event_id']).doUpdateSet({ text, updated_at: at }))
    .execute();
}

export async function deleteDraft(db: Db, userId: number, eventId: number): Promise<void> {
  await db
    .deleteFrom('report_drafts')
    .where('user_id', '=', userId)
    .where('event_id', '=', eventId)
    .execute();
}

/** The member's report of the event, if written (one per sign-up, so per member). */
export function findMemberReportStatus(db: Db, eventId: number, userId: number) {
  return db
    .selectFrom('event_reports')
    .select(['id', 'status'])
    .where('event_id', '=', eventId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

/** The member's drafts, for their export. */
export function listUserReportDrafts(db: Db, userId: number) {
  return db
    .selectFrom('report_drafts')
    .select(['event_id', 'text', 'updated_at'])
    .where('user_id', '=', userId)
    .orderBy('event_id')
    .execute();
}
