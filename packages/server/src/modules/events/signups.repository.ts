import { normalizeTicketCode } from '@club/shared/rules/tickets';
import { sql, type ExpressionBuilder } from 'kysely';
import { claimOnce } from '../../db/claims';
import { compiledInsert, compiledOnce, rowSlot, slot } from '../../db/compiled-once';
import { heldSum, receivedSum, refundedSum } from '../../db/payments';
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

/**
 * A sign-up with its character's name, its place on the waitlist (0 when confirmed), the
 * sums of its payment entries and its event's status: what its payment state is read from.
 */
export interface SignupRecord {
  id: number;
  event_id: number;
  /** Null for a guest without an account. */
  user_id: number | null;
  role: string;
  status: string;
  character_id: number | null;
  character_name: string | null;
  diet: string;
  allergies: string;
  emergency_name: string | null;
  emergency_phone: string | null;
  photo_consent: number;
  note: string;
  amount_due: number;
  received: number;
  refunded: number;
  event_status: string;
  payment_note: string | null;
  ticket_code: string;
  checked_in_at: string | null;
  checked_out_at: string | null;
  created_at: string;
  queue_place: number;
  /** The member's birth date (never shown from here: it decides `minor`). */
  birth_date: string | null;
  event_starts_at: string;
  /** The latest participation-consent decision, or null when none was made. */
  participation_decision: string | null;
  family_of: number | null;
}

function signupQuery(db: Db) {
  return db
    .selectFrom('event_signups as s')
    .innerJoin('events as e', 'e.id', 's.event_id')
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
      's.amount_due',
      receivedSum(eb, 's.id').as('received'),
      refundedSum(eb, 's.id').as('refunded'),
      'e.status as event_status',
      's.payment_note',
      's.ticket_code',
      's.checked_in_at',
      's.checked_out_at',
      's.created_at',
      waitlistPlace(eb).as('queue_place'),
      eb
        .selectFrom('users as bu')
        .select('bu.birth_date')
        .whereRef('bu.id', '=', 's.user_id')
        .as('birth_date'),
      'e.starts_at as event_starts_at',
      's.family_of',
      eb
        .selectFrom('consents as pc')
        .select('pc.decision')
        .whereRef('pc.person_id', '=', 's.user_id')
        .whereRef('pc.event_id', '=', 's.event_id')
        .where('pc.kind', '=', 'participation')
        .orderBy('pc.id', 'desc')
        .limit(1)
        .as('participation_decision'),
    ]);
}

/** The waitlist place and the payment sums as numbers (PostgreSQL's counts come as text). */
function withPlace<
  T extends {
    queue_place: number | null;
    status: string;
    received: number | null;
    refunded: number | null;
  },
>(row: T): T & { queue_place: number; received: number; refunded: number } {
  return {
    ...row,
    queue_place: row.status === 'waitlisted' ? Number(row.queue_place ?? 0) : 0,
    received: Number(row.received ?? 0),
    refunded: Number(row.refunded ?? 0),
  };
}

// The statements every sign-up and cancellation runs are built and compiled once: building
// the sign-up's read alone (its subqueries) was a sixth of a sign-up's CPU.
const signupById = compiledOnce((db) =>
  signupQuery(db).where('s.event_id', '=', slot('eventId')).where('s.id', '=', slot('signupId')),
);

export async function findSignup(
  db: Db,
  eventId: number,
  signupId: number,
): Promise<SignupRecord | undefined> {
  const {
    rows: [row],
  } = await signupById(db, { eventId, signupId });
  return row ? withPlace(row) : undefined;
}

/** The event a sign-up belongs to, if the sign-up still exists. */
export async function eventOf(db: Db, signupId: number): Promise<number | undefined> {
  const row = await db
    .selectFrom('event_signups')
    .select('event_id')
    .where('id', '=', signupId)
    .executeTakeFirst();
  return row?.event_id;
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
  /** The member's name, or the guest's ('' once erased). */
  user_name: string;
  /** The guest's phone (null for a member, and once erased). */
  guest_phone: string | null;
  /** 1 when the member's last message to the organizers has no answer. */
  message_waiting: number;
}

/**
 * The sign-up with what staff see besides: its member's name (or the guest's, with their
 * phone: a guest has no account, hence the outer join), a message waiting.
 */
function staffQuery(db: Db) {
  return signupQuery(db)
    .leftJoin('users as u', 'u.id', 's.user_id')
    .select((eb) => [
      eb.fn.coalesce('u.name', 's.guest_name', sql<string>`''`).as('user_name'),
      's.guest_phone',
      eb
        .selectFrom('signup_messages as m')
        .select(sql<number>`case when m.from_staff = 0 then 1 else 0 end`.as('waiting'))
        .whereRef('m.signup_id', '=', 's.id')
        .orderBy('m.id', 'desc')
        .limit(1)
        .as('message_waiting'),
    ]);
}

function staffRow<T extends Parameters<typeof withPlace>[0] & { message_waiting: number | null }>(
  row: T,
) {
  return { ...withPlace(row), message_waiting: Number(row.message_waiting ?? 0) };
}

/**
 * Every sign-up of the event with its member's name: confirmed first, then the waitlist,
 * then the withdrawn (the order of event_signups_list_idx).
 */
export async function listEventSignups(db: Db, eventId: number): Promise<StaffSignupRecord[]> {
  const rows = await staffQuery(db)
    .where('s.event_id', '=', eventId)
    .orderBy('s.status')
    .orderBy('s.role')
    .orderBy('s.id')
    .execute();
  return rows.map(staffRow);
}

/** One sign-up of the event as staff see it. */
export async function findStaffSignup(
  db: Db,
  eventId: number,
  signupId: number,
): Promise<StaffSignupRecord | undefined> {
  const row = await staffQuery(db)
    .where('s.event_id', '=', eventId)
    .where('s.id', '=', signupId)
    .executeTakeFirst();
  return row ? staffRow(row) : undefined;
}

/**
 * The sign-up of the event whose ticket carries `code` (as typed or scanned: a short code
 * whatever its case and dashes, an older one exactly), with its member's name.
 */
export async function findSignupByTicket(
  db: Db,
  eventId: number,
  code: string,
): Promise<StaffSignupRecord | undefined> {
  const row = await staffQuery(db)
    .where('s.event_id', '=', eventId)
    .where('s.ticket_code', '=', normalizeTicketCode(code))
    .executeTakeFirst();
  return row ? staffRow(row) : undefined;
}

export interface PlaceCheck {
  /** Confirmed sign-ups of the role. */
  confirmed: number;
  /** Waitlisted sign-ups of the role. */
  waiting: number;
  /** Whether the member already has a sign-up for the event (a withdrawn one aside). */
  signedUp: boolean;
  /** The member's withdrawn sign-up, whose money a new sign-up takes over. */
  withdrawnId: number | null;
}

/**
 * What a sign-up decides on, in one read of the event's sign-ups instead of three: run
 * under the event's row lock, where every statement makes the next sign-up wait longer.
 */
const placesQuery = compiledOnce((db) => {
  const role = slot<string>('role');
  const userId = slot<number | null>('userId');
  return db
    .selectFrom('event_signups')
    .select([
      sql<number>`coalesce(sum(case when role = ${role} and status = 'confirmed' then 1 else 0 end), 0)`.as(
        'confirmed',
      ),
      sql<number>`coalesce(sum(case when role = ${role} and status = 'waitlisted' then 1 else 0 end), 0)`.as(
        'waiting',
      ),
      sql<number>`coalesce(sum(case when user_id = ${userId} and status <> 'withdrawn' then 1 else 0 end), 0)`.as(
        'mine',
      ),
      sql<
        number | null
      >`max(case when user_id = ${userId} and status = 'withdrawn' then id else null end)`.as(
        'withdrawn',
      ),
    ])
    .where('event_id', '=', slot('eventId'));
});

export async function checkPlaces(
  db: Db,
  eventId: number,
  role: string,
  /** Null for a guest, who has no other sign-up to find. */
  userId: number | null,
): Promise<PlaceCheck> {
  const {
    rows: [row],
  } = await placesQuery(db, { eventId, role, userId });
  if (!row) throw new Error('An aggregate read returned no row');
  return {
    confirmed: Number(row.confirmed),
    waiting: Number(row.waiting),
    signedUp: Number(row.mine) > 0,
    withdrawnId: row.withdrawn === null ? null : Number(row.withdrawn),
  };
}

const confirmedCount = compiledOnce((db) =>
  db
    .selectFrom('event_signups')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('event_id', '=', slot('eventId'))
    .where('role', '=', slot('role'))
    .where('status', '=', 'confirmed'),
);

export async function countConfirmed(db: Db, eventId: number, role: string): Promise<number> {
  const {
    rows: [row],
  } = await confirmedCount(db, { eventId, role });
  return Number(row?.n ?? 0);
}

/** The first `limit` waitlisted of the role, in arrival order. */
export async function firstWaitlisted(
  db: Db,
  eventId: number,
  role: string,
  limit: number,
): Promise<number[]> {
  if (limit <= 0) return [];
  const { rows } = await waitlistHead(db, { eventId, role, limit });
  return rows.map((row) => row.id);
}

const waitlistHead = compiledOnce((db) =>
  db
    .selectFrom('event_signups')
    .select('id')
    .where('event_id', '=', slot('eventId'))
    .where('role', '=', slot('role'))
    .where('status', '=', 'waitlisted')
    .orderBy('id')
    .limit(slot('limit')),
);

const signupsConfirmation = compiledOnce((db, count) =>
  db
    .updateTable('event_signups')
    .set({ status: 'confirmed', updated_at: slot('at') })
    .where(
      'id',
      'in',
      Array.from({ length: count }, (_, index) => rowSlot<number>(index, 'id')),
    ),
);

export async function confirmSignups(db: Db, ids: readonly number[], at: string): Promise<void> {
  if (ids.length === 0) return;
  const rows = ids.map((id) => ({ id }));
  await signupsConfirmation(db, { at, rows }, rows.length);
}

const signupInsert = compiledInsert<{ id: number }>('event_signups', ['id']);

export async function insertSignup(db: Db, signup: NewEventSignup): Promise<number> {
  const [row] = await signupInsert(db, [signup]);
  if (!row) throw new Error('The sign-up was not inserted');
  return row.id;
}

/** The sign-up a queued walk-in with this key made, if it was sent before. */
export async function findByWalkInKey(
  db: Db,
  eventId: number,
  key: string,
): Promise<number | undefined> {
  const row = await db
    .selectFrom('event_signups')
    .select('id')
    .where('event_id', '=', eventId)
    .where('walk_in_key', '=', key)
    .executeTakeFirst();
  return row?.id;
}

export async function updateSignup(db: Db, id: number, change: EventSignupUpdate): Promise<void> {
  await db.updateTable('event_signups').set(change).where('id', '=', id).execute();
}

const signupDeletion = compiledOnce((db) =>
  db.deleteFrom('event_signups').where('id', '=', slot('id')),
);

export async function deleteSignup(db: Db, id: number): Promise<void> {
  await signupDeletion(db, { id });
}

/** Whether the member exists and may take part: active, and not deleted. */
export async function isActiveMember(db: Db, userId: number): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where('id', '=', userId)
    .where('active', '=', 1)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * An active member by their email, as staff type it at the gate without signal, with the
 * character they play now (null when none is active).
 */
export async function activeMemberByEmail(
  db: Db,
  email: string,
): Promise<{ id: number; activeCharacterId: number | null } | undefined> {
  const member = await db
    .selectFrom('users')
    .select('id')
    .where(sql<string>`lower(email)`, '=', email.toLowerCase())
    .where('active', '=', 1)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  if (!member) return undefined;
  const character = await db
    .selectFrom('characters')
    .select('id')
    .where('user_id', '=', member.id)
    .where('is_active', '=', 1)
    .executeTakeFirst();
  return { id: member.id, activeCharacterId: character?.id ?? null };
}

const ownCharacter = compiledOnce((db) =>
  db
    .selectFrom('characters')
    .select('id')
    .where('id', '=', slot('characterId'))
    .where('user_id', '=', slot('userId')),
);

export async function ownsCharacter(db: Db, userId: number, characterId: number): Promise<boolean> {
  const { rows } = await ownCharacter(db, { userId, characterId });
  return rows.length > 0;
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
  /** The language the member reads their mails in. */
  language: string;
  status: string;
  role: string;
}

/** A member's name, address and mail language: whom a mail about their own doing goes to. */
export function findMailRecipient(
  db: Db,
  userId: number,
): Promise<{ name: string; email: string; language: string } | undefined> {
  return db
    .selectFrom('users')
    .select(['name', 'email', 'language'])
    .where('id', '=', userId)
    .executeTakeFirst();
}

/**
 * The members behind the given sign-ups, or behind every confirmed and waitlisted sign-up
 * of the event (the withdrawn are no longer taking part), for notices and mails. A guest
 * has no account and no address: the inner join leaves them out, never mailed.
 */
export async function listRecipients(
  db: Db,
  where: { eventId: number } | { signupIds: readonly number[] },
): Promise<MailRecipient[]> {
  if ('eventId' in where) {
    return (await recipientsOfEvent(db, { eventId: where.eventId })).rows;
  }
  if (where.signupIds.length === 0) return [];
  const rows = where.signupIds.map((id) => ({ id }));
  return (await recipientsOfSignups(db, { rows }, rows.length)).rows;
}

const recipientsQuery = (db: Db) =>
  db
    .selectFrom('event_signups as s')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .select([
      's.id as signup_id',
      's.user_id',
      'u.name',
      'u.email',
      'u.language',
      's.status',
      's.role',
    ])
    .$narrowType<{ user_id: number }>()
    .orderBy('s.id');

const recipientsOfEvent = compiledOnce((db) =>
  recipientsQuery(db)
    .where('s.event_id', '=', slot('eventId'))
    .where('s.status', 'in', ['confirmed', 'waitlisted']),
);

/** `count` sign-ups, as row slots: one statement text per number of them. */
const recipientsOfSignups = compiledOnce((db, count) =>
  recipientsQuery(db).where(
    's.id',
    'in',
    Array.from({ length: count }, (_, index) => rowSlot<number>(index, 'id')),
  ),
);

/** The confirmed and waitlisted of the event with the sums their payment state is read from. */
export async function listParticipants(db: Db, eventId: number) {
  const rows = await db
    .selectFrom('event_signups as s')
    .innerJoin('events as e', 'e.id', 's.event_id')
    .select((eb) => [
      's.id',
      's.user_id',
      's.role',
      's.status',
      's.amount_due',
      'e.status as event_status',
      receivedSum(eb, 's.id').as('received'),
      refundedSum(eb, 's.id').as('refunded'),
    ])
    .where('s.event_id', '=', eventId)
    .where('s.status', 'in', ['confirmed', 'waitlisted'])
    .orderBy('s.id')
    .execute();
  return rows.map((row) => ({
    ...row,
    received: Number(row.received ?? 0),
    refunded: Number(row.refunded ?? 0),
  }));
}

/** The money the club holds for a sign-up: received less refunded. */
const heldFor = compiledOnce((db) =>
  db
    .selectFrom('event_signups as s')
    .select((eb) => heldSum(eb, 's.id').as('held'))
    .where('s.id', '=', slot('signupId')),
);

export async function moneyHeld(db: Db, signupId: number): Promise<number> {
  const {
    rows: [row],
  } = await heldFor(db, { signupId });
  return Number(row?.held ?? 0);
}

/** Ends a sign-up the club holds money for: it stays as withdrawn, without personal data. */
export async function withdrawSignup(db: Db, signupId: number, at: string): Promise<void> {
  await db
    .updateTable('event_signups')
    .set({
      status: 'withdrawn',
      diet: '',
      allergies: '',
      emergency_name: null,
      emergency_phone: null,
      note: '',
      checked_in_at: null,
      checked_out_at: null,
      updated_at: at,
    })
    .where('id', '=', signupId)
    .execute();
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

/**
 * Blanks the event's sign-ups' diets, allergies and emergency contacts, and its guests'
 * names and phones; how many rows.
 */
export async function erasePersonalData(db: Db, eventId: number, at: string): Promise<number> {
  const result = await db
    .updateTable('event_signups')
    .set({
      diet: '',
      allergies: '',
      emergency_name: null,
      emergency_phone: null,
      guest_name: null,
      guest_phone: null,
      updated_at: at,
    })
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
    .where('s.user_id', 'is not', null)
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

/** The event's confirmed and waitlisted sign-ups owe its price for their role as it is now. */
export async function repriceSignups(
  db: Db,
  event: { id: number; price_player: number; price_crew: number; updated_at: string },
): Promise<void> {
  for (const [role, price] of [
    ['player', event.price_player],
    ['crew', event.price_crew],
  ] as const) {
    await db
      .updateTable('event_signups')
      .set({ amount_due: price, updated_at: event.updated_at })
      .where('event_id', '=', event.id)
      .where('role', '=', role)
      .where('status', 'in', ['confirmed', 'waitlisted'])
      .where('amount_due', '<>', price)
      .execute();
  }
}

/** The member's birth date, or null when none is known. */
export async function birthDateOf(db: Db, userId: number): Promise<string | null> {
  const row = await db
    .selectFrom('users')
    .select('birth_date')
    .where('id', '=', userId)
    .executeTakeFirst();
  return row?.birth_date ?? null;
}

/** Whether one of the person's current guardians is signed up (not withdrawn) for the event. */
export async function guardianSignedUp(db: Db, eventId: number, personId: number) {
  const row = await db
    .selectFrom('event_signups as s')
    .innerJoin('guardianships as g', 'g.guardian_id', 's.user_id')
    .select('s.id')
    .where('s.event_id', '=', eventId)
    .where('s.status', 'in', ['confirmed', 'waitlisted'])
    .where('g.person_id', '=', personId)
    .where('g.ended_at', 'is', null)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * The guardian's current wards signed up (not withdrawn) for the event with no other current
 * guardian of theirs signed up: who would be left without one if this guardian left.
 */
export async function wardsLeaningOn(
  db: Db,
  eventId: number,
  guardianId: number,
): Promise<{ name: string; birth_date: string | null }[]> {
  return db
    .selectFrom('guardianships as g')
    .innerJoin('users as u', 'u.id', 'g.person_id')
    .innerJoin('event_signups as s', 's.user_id', 'g.person_id')
    .select(['u.name', 'u.birth_date'])
    .where('g.guardian_id', '=', guardianId)
    .where('g.ended_at', 'is', null)
    .where('s.event_id', '=', eventId)
    .where('s.status', 'in', ['confirmed', 'waitlisted'])
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('guardianships as other')
            .innerJoin('event_signups as os', 'os.user_id', 'other.guardian_id')
            .select('os.id')
            .whereRef('other.person_id', '=', 'g.person_id')
            .where('other.guardian_id', '<>', guardianId)
            .where('other.ended_at', 'is', null)
            .where('os.event_id', '=', eventId)
            .where('os.status', 'in', ['confirmed', 'waitlisted']),
        ),
      ),
    )
    .orderBy('u.name')
    .execute();
}

/** The sign-ups of a family paid as one: its first and those naming it, in order. */
export async function listFamily(db: Db, eventId: number, headId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('event_signups')
    .select('id')
    .where('event_id', '=', eventId)
    .where((eb) => eb.or([eb('id', '=', headId), eb('family_of', '=', headId)]))
    .orderBy('id')
    .execute();
  return rows.map((row) => row.id);
}
