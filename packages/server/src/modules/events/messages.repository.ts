import { sql } from 'kysely';
import type { Db } from '../../db/schema';

/** What staff wrote to an event's participants, and members' threads with the organizers. */

export async function insertEventMessage(
  db: Db,
  message: {
    eventId: number;
    authorId: number;
    audience: string;
    subject: string;
    body: string;
    recipients: number;
    at: string;
  },
): Promise<number> {
  const row = await db
    .insertInto('event_messages')
    .values({
      event_id: message.eventId,
      author_id: message.authorId,
      audience: message.audience,
      subject: message.subject,
      body: message.body,
      recipients: message.recipients,
      created_at: message.at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

function eventMessageQuery(db: Db) {
  return db
    .selectFrom('event_messages as m')
    .leftJoin('users as u', 'u.id', 'm.author_id')
    .select([
      'm.id',
      'm.subject',
      'm.body',
      'm.audience',
      'm.recipients',
      'u.name as author_name',
      'm.created_at',
    ]);
}

/** The event's messages, newest first. */
export function listEventMessages(db: Db, eventId: number, limit: number) {
  return eventMessageQuery(db)
    .where('m.event_id', '=', eventId)
    .orderBy('m.id', 'desc')
    .limit(limit)
    .execute();
}

export function findEventMessage(db: Db, id: number) {
  return eventMessageQuery(db).where('m.id', '=', id).executeTakeFirstOrThrow();
}

export async function insertSignupMessage(
  db: Db,
  message: { signupId: number; authorId: number; fromStaff: boolean; body: string; at: string },
): Promise<number> {
  const row = await db
    .insertInto('signup_messages')
    .values({
      signup_id: message.signupId,
      author_id: message.authorId,
      from_staff: message.fromStaff ? 1 : 0,
      body: message.body,
      created_at: message.at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

function signupMessageQuery(db: Db) {
  return db
    .selectFrom('signup_messages as m')
    .leftJoin('users as u', 'u.id', 'm.author_id')
    .select(['m.id', 'm.body', 'm.from_staff', 'u.name as author_name', 'm.created_at']);
}

/** A sign-up's thread, oldest first (the last `limit`). */
export async function listSignupMessages(db: Db, signupId: number, limit: number) {
  const rows = await signupMessageQuery(db)
    .where('m.signup_id', '=', signupId)
    .orderBy('m.id', 'desc')
    .limit(limit)
    .execute();
  return rows.reverse();
}

export function findSignupMessage(db: Db, id: number) {
  return signupMessageQuery(db).where('m.id', '=', id).executeTakeFirstOrThrow();
}

/**
 * The threads whose last message is the member's, oldest waiting first: what the
 * organizers have yet to answer.
 */
export function listWaitingThreads(db: Db) {
  const last = db
    .selectFrom('signup_messages')
    .select(['signup_id', sql<number>`max(id)`.as('last_id')])
    .groupBy('signup_id')
    .as('l');
  return db
    .selectFrom(last)
    .innerJoin('signup_messages as m', 'm.id', 'l.last_id')
    .innerJoin('event_signups as s', 's.id', 'm.signup_id')
    .innerJoin('events as e', 'e.id', 's.event_id')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .leftJoin('characters as c', 'c.id', 's.character_id')
    .select([
      's.event_id',
      'e.title as event_title',
      's.id as signup_id',
      'u.name as user_name',
      'c.name as character_name',
      'm.body as last_body',
      'm.created_at as last_at',
    ])
    .where('m.from_staff', '=', 0)
    .orderBy('m.id')
    .execute();
}
