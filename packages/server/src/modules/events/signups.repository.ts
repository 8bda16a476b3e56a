import { sql, type ExpressionBuilder } from 'kysely';
import { claimOnce } from '../../db/claims';
import type {
  Database,
  Db,
  EventSignupTable,
  EventSignupUpdate,
  NewEventSignup,
} from '../../db/schema';

/**
 * The place on its role's waitlist of the sign-up `s` of an outer query: the waitlisted of
 * the role in arrival (id) order. Counted for any sign-up; it means something for a
 * waitlisted one.
 */
export function waitlistPlace<DB, TB extends keyof DB>(eb: ExpressionBuilder<DB, TB>) {
  return (eb as unknown as ExpressionBuilder<Database & { s: EventSignupTable }, 's'>)
    .selectFrom('event_signups as w')
    .select((inner) => inner.fn.countAll<number>().as('n'))
    .whereRef('w.event_id', '=', 's.event_id')
    .whereRef('w.role', '=', 's.role')
    .where('w.status', '=', 'waitlisted')
    .whereRef('w.id', '<=', 's.id');
}

/** A sign-up with its character's name and its place on the waitlist. */
export type SignupRecord = Awaited<ReturnType<ReturnType<typeof signupQuery>['execute']>>[number];

function signupQuery(db: Db) {
  return db
    .selectFrom('event_signups as s')
    .leftJoin('characters as c', 'c.id', 's.character_id')
    .select((eb) => [
      's.id',
      's.event_id',
      's.user_id',
      's.role',
      's.status',
      's.character_id',
      'c.name as character_name',
      's.diet',
      's.allergies',
      's.emergency_name',
      's.emergency_phone',
      's.photo_consent',
      's.note',
      's.payment_status',
      's.amount_due',
      's.paid_amount',
      's.payment_note',
      's.ticket_code',
      's.checked_in_at',
      's.checked_out_at',
      's.created_at',
      waitlistPlace(eb).as('queue_place'),
    ]);
}

function withPlace<T extends { queue_place: number | null; status: string }>(
  row: T,
): T & { queue_place: number } {
  return { ...row, queue_place: row.status === 'waitlisted' ? Number(row.queue_place ?? 0) : 0 };
}

export async function findSignup(
  db: Db,
  eventId: number,
  signupId: number,
): Promise<SignupRecord | undefined> {
  const row = await signupQuery(db)
    .where('s.event_id', '=', eventId)
    .where('s.id', '=', signupId)
    .executeTakeFirst();
  return row ? withPlace(row) : undefined;
}

/** The member's own sign-ups for the given events. */
export async function findUserSignups(
  db: Db,
  userId: number,
  eventIds: readonly number[],
): Promise<SignupRecord[]> {
  if (eventIds.length === 0) return [];
  const rows = await signupQuery(db)
    .where('s.user_id', '=', userId)
    .where('s.event_id', 'in', [...eventIds])
    .execute();
  return rows.map(withPlace);
}

/** Every sign-up of the member (event_signups_user_idx): the event list picks its own. */
export async function findAllUserSignups(db: Db, userId: number): Promise<SignupRecord[]> {
  const rows = await signupQuery(db).where('s.user_id', '=', userId).execute();
  return rows.map(withPlace);
}

export interface StaffSignupRecord extends SignupRecord {
  user_name: string;
}

/** Every sign-up of the event with its member's name: confirmed first, then the waitlist. */
export async function listEventSignups(db: Db, eventId: number): Promise<StaffSignupRecord[]> {
  const rows = await signupQuery(db)
    .innerJoin('users as u', 'u.id', 's.user_id')
    .select('u.name as user_name')
    .where('s.event_id', '=', eventId)
    .orderBy('s.status')
    .orderBy('s.role')
    .orderBy('s.id')
    .execute();
  return rows.map(withPlace);
}

/** The sign-up of the event whose ticket carries `code`, with its member's name. */
export async function findSignupByTicket(
  db: Db,
  eventId: number,
  code: string,
): Promise<StaffSignupRecord | undefined> {
  const row = await signupQuery(db)
    .innerJoin('users as u', 'u.id', 's.user_id')
    .select('u.name as user_name')
    .where('s.event_id', '=', eventId)
    .where('s.ticket_code', '=', code)
    .executeTakeFirst();
  return row ? withPlace(row) : undefined;
}

export interface PlaceCheck {
  /** Confirmed sign-ups of the role. */
  confirmed: number;
  /** Waitlisted sign-ups of the role. */
  waiting: number;
  /** Whether the member already has a sign-up for the event. */
  signedUp: boolean;
}

/**
 * What a sign-up decides on, in one read of the event's sign-ups instead of three: run
 * under the event's row lock, where every statement makes the next sign-up wait longer.
 */
export async function checkPlaces(
  db: Db,
  eventId: number,
  role: string,
  userId: number,
): Promise<PlaceCheck> {
  const row = await db
    .selectFrom('event_signups')
    .select([
      sql<number>`coalesce(sum(case when role = ${role} and status = 'confirmed' then 1 else 0 end), 0)`.as(
        'confirmed',
      ),
      sql<number>`coalesce(sum(case when role = ${role} and status = 'waitlisted' then 1 else 0 end), 0)`.as(
        'waiting',
      ),
      sql<number>`coalesce(sum(case when user_id = ${userId} then 1 else 0 end), 0)`.as('mine'),
    ])
    .where('event_id', '=', eventId)
    .executeTakeFirstOrThrow();
  return {
    confirmed: Number(row.confirmed),
    waiting: Number(row.waiting),
    signedUp: Number(row.mine) > 0,
  };
}

export async function countConfirmed(db: Db, eventId: number, role: string): Promise<number> {
  const row = await db
    .selectFrom('event_signups')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('event_id', '=', eventId)
    .where('role', '=', role)
    .where('status', '=', 'confirmed')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The first `limit` waitlisted of the role, in arrival order. */
export async function firstWaitlisted(
  db: Db,
  eventId: number,
  role: string,
  limit: number,
): Promise<number[]> {
  if (limit <= 0) return [];
  const rows = await db
    .selectFrom('event_signups')
    .select('id')
    .where('event_id', '=', eventId)
    .where('role', '=', role)
    .where('status', '=', 'waitlisted')
    .orderBy('id')
    .limit(limit)
    .execute();
  return rows.map((row) => row.id);
}

export async function confirmSignups(db: Db, ids: readonly number[], at: string): Promise<void> {
  if (ids.length === 0) return;
  await db
    .updateTable('event_signups')
    .set({ status: 'confirmed', updated_at: at })
    .where('id', 'in', [...ids])
    .execute();
}

export async function insertSignup(db: Db, signup: NewEventSignup): Promise<number> {
  const row = await db
    .insertInto('event_signups')
    .values(signup)
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateSignup(db: Db, id: number, change: EventSignupUpdate): Promise<void> {
  await db.updateTable('event_signups').set(change).where('id', '=', id).execute();
}

export async function deleteSignup(db: Db, id: number): Promise<void> {
  await db.deleteFrom('event_signups').where('id', '=', id).execute();
}

export async function ownsCharacter(db: Db, userId: number, characterId: number): Promise<boolean> {
  const row = await db
    .selectFrom('characters')
    .select('id')
    .where('id', '=', characterId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row !== undefined;
}

/** Confirmed sign-ups that arrived and name a character: who settling awards XP to. */
export function listArrivedWithCharacter(db: Db, eventId: number) {
  return db
    .selectFrom('event_signups')
    .select(['id', 'role', 'character_id'])
    .where('event_id', '=', eventId)
    .where('status', '=', 'confirmed')
    .where('checked_in_at', 'is not', null)
    .where('character_id', 'is not', null)
    .orderBy('id')
    .execute();
}

export interface MailRecipient {
  signup_id: number;
  user_id: number;
  name: string;
  email: string;
  status: string;
  role: string;
}

/** The members behind the given sign-ups (or every sign-up of the event), for mails. */
export function listRecipients(
  db: Db,
  where: { eventId: number } | { signupIds: readonly number[] },
): Promise<MailRecipient[]> {
  let query = db
    .selectFrom('event_signups as s')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .select(['s.id as signup_id', 's.user_id', 'u.name', 'u.email', 's.status', 's.role']);
  if ('eventId' in where) query = query.where('s.event_id', '=', where.eventId);
  else if (where.signupIds.length === 0) return Promise.resolve([]);
  else query = query.where('s.id', 'in', [...where.signupIds]);
  return query.orderBy('s.id').execute();
}

/**
 * Events that ended before `endedBefore` whose sign-ups' personal data is not erased yet:
 * what the retention sweep works through, any status (a cancelled event's too).
 */
export async function listEventsToErase(db: Db, endedBefore: string): Promise<number[]> {
  const rows = await db
    .selectFrom('events')
    .select('id')
    .where('ends_at', '<', endedBefore)
    .where('personal_data_erased_at', 'is', null)
    .orderBy('id')
    .execute();
  return rows.map((row) => row.id);
}

/**
 * Claims the erasure of one event: true for the one server whose conditional update took
 * (on PostgreSQL a second one waits on the row, then finds it claimed).
 */
export function claimErasure(db: Db, eventId: number, at: string): Promise<boolean> {
  return claimOnce(db, 'events', 'personal_data_erased_at', eventId, at);
}

/** Blanks the event's sign-ups' diets, allergies and emergency contacts; how many rows. */
export async function erasePersonalData(db: Db, eventId: number, at: string): Promise<number> {
  const result = await db
    .updateTable('event_signups')
    .set({ diet: '', allergies: '', emergency_name: null, emergency_phone: null, updated_at: at })
    .where('event_id', '=', eventId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/**
 * Confirmed sign-ups of published events starting between `from` and `until` whose
 * reminder no server has claimed yet.
 */
export function listReminderCandidates(db: Db, window: { from: string; until: string }) {
  return db
    .selectFrom('event_signups as s')
    .innerJoin('events as e', 'e.id', 's.event_id')
    .select(['s.id'])
    .where('e.status', '=', 'published')
    .where('e.starts_at', '>', window.from)
    .where('e.starts_at', '<=', window.until)
    .where('s.status', '=', 'confirmed')
    .where('s.reminder_sent_at', 'is', null)
    .orderBy('s.id')
    .execute();
}

/** Claims the reminder of one sign-up: true for the one server whose update took. */
export function claimReminder(db: Db, signupId: number, at: string): Promise<boolean> {
  return claimOnce(db, 'event_signups', 'reminder_sent_at', signupId, at);
}

/** Gives a claim back when the mail could not be sent, so the next sweep tries again. */
export async function releaseReminder(db: Db, signupId: number): Promise<void> {
  await db
    .updateTable('event_signups')
    .set({ reminder_sent_at: null })
    .where('id', '=', signupId)
    .execute();
}
