import type { Db } from '../../db/schema';
import { waitlistPlace } from './signups.repository';

export async function findCalendarToken(db: Db, userId: number): Promise<string | undefined> {
  const row = await db
    .selectFrom('calendar_tokens')
    .select('token')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row?.token;
}

/** Gives the member a token unless they have one (two first calls at once keep one). */
export async function insertCalendarTokenIfNone(
  db: Db,
  userId: number,
  token: string,
): Promise<void> {
  await db
    .insertInto('calendar_tokens')
    .values({ user_id: userId, token, created_at: new Date().toISOString() })
    .onConflict((oc) => oc.column('user_id').doNothing())
    .execute();
}

/** Replaces the member's token: the old address stops working at once. */
export async function replaceCalendarToken(db: Db, userId: number, token: string): Promise<void> {
  const row = { token, created_at: new Date().toISOString() };
  await db
    .insertInto('calendar_tokens')
    .values({ user_id: userId, ...row })
    .onConflict((oc) => oc.column('user_id').doUpdateSet(row))
    .execute();
}

/** The active member a token belongs to. */
export async function findCalendarOwner(db: Db, token: string): Promise<number | undefined> {
  const row = await db
    .selectFrom('calendar_tokens as t')
    .innerJoin('users as u', 'u.id', 't.user_id')
    .select('u.id')
    .where('t.token', '=', token)
    .where('u.active', '=', 1)
    .executeTakeFirst();
  return row?.id;
}

/**
 * Every event members see, with the member's own sign-up and waitlist place; or the one
 * event asked for, in whatever status (the caller decides who may see it).
 */
export function listFeedEvents(db: Db, userId: number, eventId?: number) {
  const query = db
    .selectFrom('events as e')
    .leftJoin('event_signups as s', (join) =>
      join.onRef('s.event_id', '=', 'e.id').on('s.user_id', '=', userId),
    )
    .select((eb) => [
      'e.id',
      'e.title',
      'e.description',
      'e.location',
      'e.starts_at',
      'e.ends_at',
      'e.status',
      'e.updated_at',
      's.status as signup_status',
      's.updated_at as signup_updated_at',
      waitlistPlace(eb).as('queue_place'),
    ])
    .orderBy('e.starts_at')
    .orderBy('e.id');
  if (eventId !== undefined) return query.where('e.id', '=', eventId).execute();
  return query.where('e.status', 'in', ['published', 'cancelled', 'settled']).execute();
}
