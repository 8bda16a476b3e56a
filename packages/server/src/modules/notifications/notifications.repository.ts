import { sql } from 'kysely';
import { compiledInsert, compiledOnce, slot } from '../../db/compiled-once';
import type { Db, NewNotification } from '../../db/schema';

// Every sign-up, promotion and change notifies: the insert is compiled once per shape.
const notificationsInsert = compiledInsert('notifications');

export async function insertNotifications(db: Db, rows: readonly NewNotification[]) {
  await notificationsInsert(db, rows);
}

export function listNotifications(db: Db, userId: number, limit: number) {
  return db
    .selectFrom('notifications')
    .select(['id', 'kind', 'title_key', 'title_params', 'body', 'link', 'created_at', 'read_at'])
    .where('user_id', '=', userId)
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

export async function countUnread(db: Db, userId: number): Promise<number> {
  const row = await db
    .selectFrom('notifications')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('user_id', '=', userId)
    .where('read_at', 'is', null)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

export async function markRead(
  db: Db,
  userId: number,
  ids: readonly number[] | 'all',
  at: string,
): Promise<void> {
  let query = db
    .updateTable('notifications')
    .set({ read_at: at })
    .where('user_id', '=', userId)
    .where('read_at', 'is', null);
  if (ids !== 'all') query = query.where('id', 'in', [...ids]);
  await query.execute();
}

export function listMailPreferences(db: Db, userId: number) {
  return db
    .selectFrom('mail_preferences')
    .select(['kind', 'mail'])
    .where('user_id', '=', userId)
    .execute();
}

export async function saveMailPreferences(
  db: Db,
  userId: number,
  changes: readonly { kind: string; mail: boolean }[],
): Promise<void> {
  for (const change of changes) {
    await db
      .insertInto('mail_preferences')
      .values({ user_id: userId, kind: change.kind, mail: change.mail ? 1 : 0 })
      .onConflict((oc) =>
        oc.columns(['user_id', 'kind']).doUpdateSet({ mail: change.mail ? 1 : 0 }),
      )
      .execute();
  }
}

/** The language the member reads the app and their mails in. */
export async function findLanguage(db: Db, userId: number): Promise<string> {
  const row = await db
    .selectFrom('users')
    .select('language')
    .where('id', '=', userId)
    .executeTakeFirst();
  return row?.language ?? 'da';
}

export async function saveLanguage(db: Db, userId: number, language: string): Promise<void> {
  await db.updateTable('users').set({ language }).where('id', '=', userId).execute();
}

/** Whether the member mails this kind (no row: yes). */
const mailPreference = compiledOnce((db) =>
  db
    .selectFrom('mail_preferences')
    .select('mail')
    .where('user_id', '=', slot('userId'))
    .where('kind', '=', slot('kind')),
);

export async function wantsMail(db: Db, userId: number, kind: string): Promise<boolean> {
  const {
    rows: [row],
  } = await mailPreference(db, { userId, kind });
  return row === undefined || row.mail === 1;
}

/** The oldest notifications still waiting for their mail. */
export function listMailPending(db: Db, limit: number) {
  return db
    .selectFrom('notifications')
    .select('id')
    .where('mail_pending', '=', 1)
    .orderBy('id')
    .limit(limit)
    .execute();
}

/**
 * Claims one notification's mail: only the sweep whose update took it mails it, so two
 * servers sweeping at once send it once. Answers the row with its recipient, or nothing.
 */
export async function claimMail(db: Db, id: number) {
  const claimed = await db
    .updateTable('notifications')
    .set({ mail_pending: 0 })
    .where('id', '=', id)
    .where('mail_pending', '=', 1)
    .executeTakeFirst();
  if (Number(claimed.numUpdatedRows) !== 1) return undefined;
  return db
    .selectFrom('notifications as n')
    .innerJoin('users as u', 'u.id', 'n.user_id')
    .leftJoin('mail_preferences as p', (join) =>
      join.onRef('p.user_id', '=', 'n.user_id').onRef('p.kind', '=', 'n.kind'),
    )
    .select([
      'n.id',
      'n.kind',
      'n.title_key',
      'n.title_params',
      'n.body',
      'n.link',
      'u.name',
      'u.email',
      'u.language',
      'u.active',
      'u.deleted_at',
      sql<number>`coalesce(p.mail, 1)`.as('wants_mail'),
    ])
    .where('n.id', '=', id)
    .executeTakeFirst();
}

/** Gives a claim back after a failed delivery, for the next sweep. */
export async function releaseMail(db: Db, id: number): Promise<void> {
  await db.updateTable('notifications').set({ mail_pending: 1 }).where('id', '=', id).execute();
}
