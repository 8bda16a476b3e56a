import crypto from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import { z } from 'zod';
import {
  EVENT_ERROR_CODES,
  EventSchema,
  SIGNUP_PAYMENT_FIELDS,
  SignupSchema,
  type AttendanceUpdateSchema,
  type Event,
  type EventCreateSchema,
  type EventUpdateSchema,
  type SettleResponse,
  type Signup,
  type SignupCreateSchema,
  type SignupUpdateSchema,
  type SignupRole,
  type StaffSignupsResponse,
  type TicketResponse,
  type EventLists,
  type EventListKind,
} from '@club/shared/contract/events';
import { NOTIFICATION_LINKS, NOTIFICATION_TITLE_KEYS } from '@club/shared/contract/notifications';
import type { ReviewReasonBody } from '@club/shared/contract/review';
import { eventTimeProblems, isSignupOpen } from '@club/shared/rules/events';
import { canManageSignups, canPlanEvents } from '@club/shared/rules/permissions';
import type { Database, EventRow, EventSignupUpdate, EventUpdateRow } from '../../db/schema';
import { badRequest, conflict, forbidden, forbiddenWithCode, notFound } from '../../errors';
import { isUniqueViolation } from '../../db/storage-errors';
import { recordAudit } from '../audit/audit.repository';
import type { Mailer } from '../mail/mailer';
import type { Notify, WantsMail } from '../notifications/notifications.service';
import { cancellationMail, promotionMail, signupMail } from './event-mails';
import { csvDisposition, listCsv } from './event-lists-csv';
import { toEventLists } from './event-lists.mapper';
import type { EventListBase, EventsCache } from './events-cache';
import { countsByEvent, toEvent, toSignup, toStaffSignup, totalsByEvent } from './events.mapper';
import * as events from './events.repository';
import { paymentReference } from './payment-reference';
import * as signups from './signups.repository';

export type EventCreateInput = z.output<typeof EventCreateSchema>;
export type EventUpdateInput = z.output<typeof EventUpdateSchema>;
export type SignupCreateInput = z.output<typeof SignupCreateSchema>;
export type SignupUpdateInput = z.output<typeof SignupUpdateSchema>;
export type AttendanceInput = z.output<typeof AttendanceUpdateSchema>;

/** Who is asking: the logged-in user as the auth plugin resolved them. */
export interface EventViewer {
  id: number;
  role: string;
  name: string;
  email: string;
}

export interface EventsDeps {
  db: Kysely<Database>;
  mailer: Mailer;
  /** Ends with '/': mails link the event page under it. */
  publicUrl: string;
  /** The list's shared part, dropped after every write to events or sign-ups. */
  eventsCache: EventsCache;
  notify: Notify;
  wantsMail: WantsMail;
  /** The open review reasons of characters (review): staff see who needs review at the door. */
  reviewReasons: (characterIds: readonly number[]) => Promise<Map<number, ReviewReasonBody[]>>;
  /** Writes XP ledger rows and tells their owners, inside settling's transaction (characters). */
  awardXp: (
    trx: Transaction<Database>,
    awards: readonly { characterId: number; amount: number; reason: string; awardedBy: number }[],
  ) => Promise<unknown>;
  /** To whom members pay (the club setting); null while the board has set none. */
  paymentInstructions: () => Promise<string | null>;
  /**
   * What the gate hands out and takes back (inventory): called inside the attendance's
   * transaction when a player's character arrives or leaves. Each does its work once per
   * character and event, so a repeated tap calls it again harmlessly.
   */
  gate: {
    arrived: (trx: Transaction<Database>, step: GateStep) => Promise<void>;
    departed: (trx: Transaction<Database>, step: GateStep) => Promise<void>;
  };
}

/** A player's character arriving at or leaving an event, as the gate hands it on. */
export interface GateStep {
  eventId: number;
  eventTitle: string;
  signupId: number;
  characterId: number;
  actorId: number;
  at: string;
}

/** The places a deleted account's coming sign-ups freed, and who moved up into them. */
export interface Promotion {
  event: EventRow;
  ids: number[];
}

/** Members see what the board has published; a draft does not exist for them. */
const MEMBER_STATUSES = ['published', 'cancelled', 'settled'] as const;

/** Times are kept as UTC ISO text, whatever offset they arrived with. */
const utc = (time: string) => new Date(time).toISOString();
const utcOrNull = (time: string | null) => (time === null ? null : utc(time));

/** 18 random bytes: 24 base64url characters nobody can guess; a ticket's QR code carries it. */
const newTicketCode = () => crypto.randomBytes(18).toString('base64url');

function canSee(viewer: EventViewer, event: EventRow): boolean {
  return event.status !== 'draft' || canPlanEvents(viewer.role);
}

function timeProblems(times: Parameters<typeof eventTimeProblems>[0]) {
  const problems = eventTimeProblems(times);
  if (problems.length > 0) throw badRequest('The event times do not fit together', problems);
}

function characterRequired() {
  return badRequest(
    'A player signs up with one of their characters',
    [{ field: 'character_id', message: 'Required for a player' }],
    EVENT_ERROR_CODES.characterRequired,
  );
}

function notYourCharacter() {
  return forbiddenWithCode(
    'That is not one of your characters',
    EVENT_ERROR_CODES.notYourCharacter,
  );
}

const signupClosed = () =>
  conflict(EVENT_ERROR_CODES.signupClosed, 'Sign-up for this event is not open');
const alreadySettled = () =>
  conflict(EVENT_ERROR_CODES.alreadySettled, 'The event is already settled');

const MY_SIGNUP_KEY = '"my_signup":';

/**
 * An event's JSON split around its `my_signup` value (null here). Only numbers, the totals
 * and timestamps follow that key, so its last occurrence is the key itself, never text
 * inside a title or description.
 */
function splitAtMySignup(json: string): { head: string; tail: string } {
  const at = json.lastIndexOf(MY_SIGNUP_KEY + 'null');
  if (at < 0) throw new Error('An event without my_signup');
  const end = at + MY_SIGNUP_KEY.length;
  return { head: json.slice(0, end), tail: json.slice(end + 'null'.length) };
}

/**
 * The first moment after `now` at which the list changes by the clock alone: sign-up opens
 * or closes (`isSignupOpen`), or an event ends and moves to the past (the millisecond after
 * `ends_at`). Infinity when none is ahead.
 */
function nextTimeChange(rows: readonly EventRow[], now: number): number {
  let next = Infinity;
  const consider = (time: number) => {
    if (time > now && time < next) next = time;
  };
  for (const row of rows) {
    if (row.signup_opens_at !== null) consider(Date.parse(row.signup_opens_at));
    consider(Date.parse(row.signup_closes_at ?? row.starts_at));
    consider(Date.parse(row.ends_at) + 1);
  }
  return next;
}

export function createEventsService(deps: EventsDeps) {
  const { db } = deps;
  const listCache = deps.eventsCache;
  /** Every write to events or sign-ups goes through here: the cached list drops after it. */
  const write = <T>(work: (trx: Transaction<Database>) => Promise<T>): Promise<T> =>
    db
      .transaction()
      .execute(work)
      .finally(() => listCache.invalidate());
  const link = (eventId: number) => `${deps.publicUrl}events/${eventId}`;

  async function presentAll(viewer: EventViewer, rows: readonly EventRow[]): Promise<Event[]> {
    const ids = rows.map((row) => row.id);
    const staff = canManageSignups(viewer.role);
    const [counts, mine, payments] = await Promise.all([
      events.countSignups(db, ids),
      signups.findUserSignups(db, viewer.id, ids),
      staff ? events.listPayments(db, ids) : Promise.resolve([]),
    ]);
    const countMap = countsByEvent(counts);
    const mineMap = new Map(mine.map((signup) => [signup.event_id, signup]));
    const totals = totalsByEvent(payments);
    const now = new Date();
    return rows.map((row) =>
      toEvent(row, {
        counts: countMap.get(row.id),
        mySignup: mineMap.get(row.id),
        totals: staff ? totals.get(row.id) : null,
        now,
      }),
    );
  }

  async function present(viewer: EventViewer, row: EventRow): Promise<Event> {
    const [event] = await presentAll(viewer, [row]);
    if (!event) throw notFound('event');
    return event;
  }

  async function readable(viewer: EventViewer, id: number): Promise<EventRow> {
    const row = await events.findEvent(db, id);
    if (!row || !canSee(viewer, row)) throw notFound('event');
    return row;
  }

  /** Upcoming (not yet over) first, soonest first; then the past, latest first. */
  function inListOrder(rows: readonly EventRow[], now: Date): EventRow[] {
    const at = now.toISOString();
    const upcoming = rows.filter((row) => row.ends_at >= at);
    const past = rows.filter((row) => row.ends_at < at).reverse();
    return [...upcoming, ...past];
  }

  /**
   * What everyone of the viewer's audience sees of the list, serialized once per change:
   * the events with their counts (and staff's totals), each with `my_signup` left open.
   * Validated against the response schema here, once, so reads can send the bytes as
   * they are.
   */
  async function buildListBase(
    audience: { planner: boolean; staff: boolean },
    now: Date,
  ): Promise<EventListBase> {
    const rows = inListOrder(
      await events.listEvents(db, audience.planner ? null : MEMBER_STATUSES),
      now,
    );
    const ids = rows.map((row) => row.id);
    const [counts, payments] = await Promise.all([
      events.countSignups(db, ids),
      audience.staff ? events.listPayments(db, ids) : Promise.resolve([]),
    ]);
    const countMap = countsByEvent(counts);
    const totals = totalsByEvent(payments);
    const cached = rows.map((row) => {
      const event = toEvent(row, {
        counts: countMap.get(row.id),
        mySignup: undefined,
        totals: audience.staff ? totals.get(row.id) : null,
        now,
      });
      return { id: row.id, ...splitAtMySignup(JSON.stringify(z.encode(EventSchema, event))) };
    });
    return { events: cached, validUntil: nextTimeChange(rows, now.getTime()) };
  }

  /**
   * GET /events as JSON text: the audience's cached events with the viewer's own sign-ups
   * (one indexed query) put in; the same bytes the response schema's serializer would give.
   */
  async function listJson(viewer: EventViewer): Promise<string> {
    const audience = {
      planner: canPlanEvents(viewer.role),
      staff: canManageSignups(viewer.role),
    };
    const now = new Date();
    const key = `${audience.planner ? 'planner' : 'member'}:${audience.staff ? 'staff' : 'own'}`;
    const [base, mine] = await Promise.all([
      listCache.get(key, now.getTime(), () => buildListBase(audience, now)),
      signups.findAllUserSignups(db, viewer.id),
    ]);
    const mineMap = new Map(mine.map((signup) => [signup.event_id, signup]));
    const parts = base.events.map((event) => {
      const own = mineMap.get(event.id);
      const value = own ? JSON.stringify(z.encode(SignupSchema, toSignup(own))) : 'null';
      return event.head + value + event.tail;
    });
    return `{"events":[${parts.join(',')}]}`;
  }

  async function get(viewer: EventViewer, id: number): Promise<Event> {
    return present(viewer, await readable(viewer, id));
  }

  async function create(viewer: EventViewer, input: EventCreateInput): Promise<Event> {
    if (!canPlanEvents(viewer.role)) throw forbidden();
    timeProblems(input);
    const at = new Date().toISOString();
    const id = await write(async (trx) => {
      const created = await events.insertEvent(trx, {
        title: input.title,
        description: input.description,
        location: input.location,
        starts_at: utc(input.starts_at),
        ends_at: utc(input.ends_at),
        signup_opens_at: utcOrNull(input.signup_opens_at),
        signup_closes_at: utcOrNull(input.signup_closes_at),
        status: input.status,
        capacity_player: input.capacity.player,
        capacity_crew: input.capacity.crew,
        price_player: input.price.player,
        price_crew: input.price.crew,
        xp_player: input.xp.player,
        xp_crew: input.xp.crew,
        xp_report: input.xp.report ?? 0,
        settled_at: null,
        settled_by: null,
        personal_data_erased_at: null,
        created_by: viewer.id,
        created_at: at,
        updated_at: at,
      });
      await recordAudit(trx, {
        actorId: viewer.id,
        action: 'create',
        entity: 'event',
        entityId: created,
        after: input,
      });
      return created;
    });
    return get(viewer, id);
  }

  const promote = (trx: Transaction<Database>, event: EventRow, role: SignupRole) =>
    promoteWaitlist(deps.notify, trx, event, role);

  async function update(viewer: EventViewer, id: number, input: EventUpdateInput): Promise<Event> {
    if (!canPlanEvents(viewer.role)) throw forbidden();
    const outcome = await write(async (trx) => {
      const before = await events.lockEvent(trx, id);
      if (!before) throw notFound('event');
      const statusChanges = input.status !== undefined && input.status !== before.status;
      if (statusChanges && (before.status === 'cancelled' || before.status === 'settled')) {
        throw conflict(
          EVENT_ERROR_CODES.statusChange,
          `A ${before.status} event keeps its status`,
          [{ field: 'status', message: `The event is ${before.status}` }],
        );
      }
      timeProblems({
        starts_at: input.starts_at ?? before.starts_at,
        ends_at: input.ends_at ?? before.ends_at,
        signup_opens_at:
          input.signup_opens_at === undefined ? before.signup_opens_at : input.signup_opens_at,
        signup_closes_at:
          input.signup_closes_at === undefined ? before.signup_closes_at : input.signup_closes_at,
      });
      const change: EventUpdateRow = { updated_at: new Date().toISOString() };
      if (input.title !== undefined) change.title = input.title;
      if (input.description !== undefined) change.description = input.description;
      if (input.location !== undefined) change.location = input.location;
      if (input.starts_at !== undefined) change.starts_at = utc(input.starts_at);
      if (input.ends_at !== undefined) change.ends_at = utc(input.ends_at);
      if (input.signup_opens_at !== undefined)
        change.signup_opens_at = utcOrNull(input.signup_opens_at);
      if (input.signup_closes_at !== undefined)
        change.signup_closes_at = utcOrNull(input.signup_closes_at);
      if (input.status !== undefined) change.status = input.status;
      if (input.capacity) {
        change.capacity_player = input.capacity.player;
        change.capacity_crew = input.capacity.crew;
      }
      if (input.price) {
        change.price_player = input.price.player;
        change.price_crew = input.price.crew;
      }
      if (input.xp) {
        change.xp_player = input.xp.player;
        change.xp_crew = input.xp.crew;
        // Left out, the report XP keeps its value.
        if (input.xp.report !== undefined) change.xp_report = input.xp.report;
      }
      await events.updateEvent(trx, id, change);
      const after = await events.lockEvent(trx, id);
      if (!after) throw notFound('event');
      // A raised capacity confirms the waitlist at once.
      const promoted = [
        ...(await promote(trx, after, 'player')),
        ...(await promote(trx, after, 'crew')),
      ];
      const cancelled = statusChanges && input.status === 'cancelled';
      await recordAudit(trx, {
        actorId: viewer.id,
        action: cancelled ? 'cancel' : 'update',
        entity: 'event',
        entityId: id,
        before: Object.fromEntries(Object.keys(input).map((key) => [key, eventField(before, key)])),
        after: input,
      });
      const cancelledFor = cancelled ? await signups.listRecipients(trx, { eventId: id }) : [];
      return { after, promoted, cancelledFor };
    });
    for (const recipient of outcome.cancelledFor) {
      deps.mailer.dispatch(
        cancellationMail({ to: recipient, event: outcome.after, link: link(id) }),
      );
    }
    await mailPromotions(outcome.after, outcome.promoted);
    return present(viewer, outcome.after);
  }

  const paymentInstructions = deps.paymentInstructions;

  const mailPromotions = (event: EventRow, ids: readonly number[]) =>
    sendPromotionMails(deps, event, ids);

  async function signUp(
    viewer: EventViewer,
    eventId: number,
    input: SignupCreateInput,
  ): Promise<Signup> {
    if (input.role === 'player' && input.character_id === null) throw characterRequired();
    const { event, signupId } = await write(async (trx) => {
      const event = await events.lockEvent(trx, eventId);
      if (!event || !canSee(viewer, event)) throw notFound('event');
      if (!isSignupOpen(event)) throw signupClosed();
      const { confirmed, waiting, signedUp } = await signups.checkPlaces(
        trx,
        eventId,
        input.role,
        viewer.id,
      );
      if (signedUp) throw alreadySignedUp();
      if (
        input.character_id !== null &&
        !(await signups.ownsCharacter(trx, viewer.id, input.character_id))
      ) {
        throw notYourCharacter();
      }
      const capacity = input.role === 'player' ? event.capacity_player : event.capacity_crew;
      const at = new Date().toISOString();
      const signupId = await signups.insertSignup(trx, {
        event_id: eventId,
        user_id: viewer.id,
        role: input.role,
        status: confirmed < capacity && waiting === 0 ? 'confirmed' : 'waitlisted',
        character_id: input.character_id,
        diet: input.diet,
        allergies: input.allergies,
        emergency_name: input.emergency_contact.name,
        emergency_phone: input.emergency_contact.phone,
        photo_consent: input.photo_consent ? 1 : 0,
        note: input.note,
        payment_status: 'unpaid',
        amount_due: input.role === 'player' ? event.price_player : event.price_crew,
        paid_amount: null,
        payment_note: null,
        ticket_code: newTicketCode(),
        checked_in_at: null,
        checked_out_at: null,
        reminder_sent_at: null,
        created_at: at,
        updated_at: at,
      });
      return { event, signupId };
    }).catch((error: unknown) => {
      // The event row lock rules this out; the unique key is the last word all the same.
      if (isUniqueViolation(error)) throw alreadySignedUp();
      throw error;
    });
    const [signup, instructions] = await Promise.all([
      loadSignup(eventId, signupId),
      paymentInstructions(),
    ]);
    deps.mailer.dispatch(
      signupMail({
        to: viewer,
        event,
        status: signup.status,
        waitlistPosition: signup.waitlist_position,
        payment: {
          amountDue: signup.amount_due,
          reference: signup.payment_reference,
          instructions,
        },
        link: link(eventId),
      }),
    );
    return signup;
  }

  async function loadSignup(eventId: number, signupId: number): Promise<Signup> {
    const row = await signups.findSignup(db, eventId, signupId);
    if (!row) throw notFound('sign-up');
    return toSignup(row);
  }

  /**
   * The sign-up as its member or staff may touch it: someone else's is 404 to a member,
   * as is a sign-up of an event they cannot see.
   */
  async function touchable(
    trx: Transaction<Database>,
    viewer: EventViewer,
    eventId: number,
    signupId: number,
  ) {
    const event = await events.lockEvent(trx, eventId);
    const staff = canManageSignups(viewer.role);
    if (!event || (!canSee(viewer, event) && !staff)) throw notFound('sign-up');
    const signup = await signups.findSignup(trx, eventId, signupId);
    if (!signup || (signup.user_id !== viewer.id && !staff)) throw notFound('sign-up');
    return { event, signup, staff };
  }

  async function changeSignup(
    viewer: EventViewer,
    eventId: number,
    signupId: number,
    input: SignupUpdateInput,
  ): Promise<Signup> {
    const paymentFields = SIGNUP_PAYMENT_FIELDS.filter((field) => input[field] !== undefined);
    const memberFields = (Object.keys(input) as (keyof SignupUpdateInput)[]).filter(
      (field) =>
        input[field] !== undefined && !(SIGNUP_PAYMENT_FIELDS as readonly string[]).includes(field),
    );
    if (paymentFields.length > 0 && !canManageSignups(viewer.role)) {
      throw forbidden('Only staff mark payments');
    }
    await write(async (trx) => {
      const { event, signup, staff } = await touchable(trx, viewer, eventId, signupId);
      if (memberFields.length > 0 && !staff && !isSignupOpen(event)) throw signupClosed();
      const change: EventSignupUpdate = { updated_at: new Date().toISOString() };
      if (input.character_id !== undefined) {
        if (input.character_id === null && signup.role === 'player') throw characterRequired();
        if (
          input.character_id !== null &&
          !(await signups.ownsCharacter(trx, signup.user_id, input.character_id))
        ) {
          throw notYourCharacter();
        }
        change.character_id = input.character_id;
      }
      if (input.diet !== undefined) change.diet = input.diet;
      if (input.allergies !== undefined) change.allergies = input.allergies;
      if (input.emergency_contact !== undefined) {
        change.emergency_name = input.emergency_contact.name;
        change.emergency_phone = input.emergency_contact.phone;
      }
      if (input.photo_consent !== undefined) change.photo_consent = input.photo_consent ? 1 : 0;
      if (input.note !== undefined) change.note = input.note;
      if (input.payment_status !== undefined) change.payment_status = input.payment_status;
      if (input.paid_amount !== undefined) change.paid_amount = input.paid_amount;
      if (input.payment_note !== undefined) change.payment_note = input.payment_note;
      // Marked paid without an amount: the member paid what was due.
      if (
        input.payment_status === 'paid' &&
        input.paid_amount === undefined &&
        signup.paid_amount === null
      ) {
        change.paid_amount = signup.amount_due;
      }
      await signups.updateSignup(trx, signupId, change);
      if (paymentFields.length > 0) {
        await recordAudit(trx, {
          actorId: viewer.id,
          action: 'payment',
          entity: 'event',
          entityId: eventId,
          before: {
            signup_id: signupId,
            payment_status: signup.payment_status,
            paid_amount: signup.paid_amount,
            payment_note: signup.payment_note,
          },
          after: {
            signup_id: signupId,
            payment_status: change.payment_status ?? signup.payment_status,
            paid_amount: change.paid_amount === undefined ? signup.paid_amount : change.paid_amount,
            payment_note:
              change.payment_note === undefined ? signup.payment_note : change.payment_note,
          },
        });
      }
    });
    return loadSignup(eventId, signupId);
  }

  async function cancelSignup(viewer: EventViewer, eventId: number, signupId: number) {
    const outcome = await write(async (trx) => {
      const { event, signup, staff } = await touchable(trx, viewer, eventId, signupId);
      if (event.status === 'settled') throw alreadySettled();
      if (!staff && !isSignupOpen(event)) throw signupClosed();
      await signups.deleteSignup(trx, signupId);
      const promoted =
        signup.status === 'confirmed' ? await promote(trx, event, signup.role as SignupRole) : [];
      return { event, promoted };
    });
    await mailPromotions(outcome.event, outcome.promoted);
  }

  async function listSignups(viewer: EventViewer, eventId: number): Promise<StaffSignupsResponse> {
    if (!canManageSignups(viewer.role)) throw forbidden();
    const event = await events.findEvent(db, eventId);
    if (!event) throw notFound('event');
    const rows = await signups.listEventSignups(db, eventId);
    const characterIds = [
      ...new Set(rows.flatMap((row) => (row.character_id === null ? [] : [row.character_id]))),
    ];
    const reasons = characterIds.length > 0 ? await deps.reviewReasons(characterIds) : new Map();
    return {
      signups: rows.map((row) =>
        toStaffSignup(
          row,
          row.character_id !== null && (reasons.get(row.character_id)?.length ?? 0) > 0,
        ),
      ),
    };
  }

  /** Whether the named character has open review reasons (after a rules change). */
  async function needsReview(characterId: number | null): Promise<boolean> {
    if (characterId === null) return false;
    const reasons = await deps.reviewReasons([characterId]);
    return (reasons.get(characterId)?.length ?? 0) > 0;
  }

  /**
   * The sign-up a ticket's QR code names, for staff at the door. A code of another event
   * is as unknown as one never issued: the address names both.
   */
  async function ticket(
    viewer: EventViewer,
    eventId: number,
    code: string,
  ): Promise<TicketResponse> {
    if (!canManageSignups(viewer.role)) throw forbidden();
    const row = await signups.findSignupByTicket(db, eventId, code);
    if (!row) throw notFound('ticket');
    return { signup: toStaffSignup(row, await needsReview(row.character_id)) };
  }

  /** The organizers' lists of the confirmed sign-ups (kitchen, first aid, roster). */
  async function lists(viewer: EventViewer, eventId: number): Promise<EventLists> {
    if (!canManageSignups(viewer.role)) throw forbidden();
    const event = await events.findEvent(db, eventId);
    if (!event) throw notFound('event');
    return toEventLists(event, await signups.listEventSignups(db, eventId));
  }

  /** One list as a CSV file: its body and the Content-Disposition that names it. */
  async function listFile(
    viewer: EventViewer,
    eventId: number,
    kind: EventListKind,
  ): Promise<{ body: string; disposition: string }> {
    if (!canManageSignups(viewer.role)) throw forbidden();
    const event = await events.findEvent(db, eventId);
    if (!event) throw notFound('event');
    const all = toEventLists(event, await signups.listEventSignups(db, eventId));
    return { body: listCsv(kind, all), disposition: csvDisposition(kind, event.title) };
  }

  async function recordAttendance(
    viewer: EventViewer,
    eventId: number,
    signupId: number,
    input: AttendanceInput,
  ): Promise<Signup> {
    if (!canManageSignups(viewer.role)) throw forbidden();
    await write(async (trx) => {
      const { event, signup } = await touchable(trx, viewer, eventId, signupId);
      if (event.status === 'settled') throw alreadySettled();
      const at = new Date().toISOString();
      const change: EventSignupUpdate = { updated_at: at };
      if (input.checked_in_at !== undefined) {
        if (input.checked_in_at !== null && signup.status !== 'confirmed') {
          throw conflict(EVENT_ERROR_CODES.notConfirmed, 'Only a confirmed sign-up checks in');
        }
        const arrival = utcOrNull(input.checked_in_at);
        // A repeated arrival (a second scan at the door) keeps the first.
        change.checked_in_at =
          arrival !== null && signup.checked_in_at !== null && signup.checked_in_at < arrival
            ? signup.checked_in_at
            : arrival;
      }
      if (input.checked_out_at !== undefined) {
        change.checked_out_at = utcOrNull(input.checked_out_at);
      }
      await signups.updateSignup(trx, signupId, change);
      // The player's character gets its envelope on arrival and hands back on leaving.
      if (signup.role !== 'player' || signup.character_id === null) return;
      const step: GateStep = {
        eventId,
        eventTitle: event.title,
        signupId,
        characterId: signup.character_id,
        actorId: viewer.id,
        at,
      };
      if (change.checked_in_at) await deps.gate.arrived(trx, step);
      if (change.checked_out_at) await deps.gate.departed(trx, step);
    });
    return loadSignup(eventId, signupId);
  }

  /**
   * One XP row per arrived player's character and per arrived crew member's named
   * character, and the event settled, in one transaction. Only the request whose status
   * update took awards anything: settling twice, even at the same moment, awards once.
   */
  async function settle(viewer: EventViewer, eventId: number): Promise<SettleResponse> {
    if (!canManageSignups(viewer.role)) throw forbidden();
    const awarded = await write(async (trx) => {
      const event = await events.lockEvent(trx, eventId);
      if (!event) throw notFound('event');
      if (event.status === 'settled') throw alreadySettled();
      if (event.status !== 'published') {
        throw conflict(EVENT_ERROR_CODES.notSettleable, `A ${event.status} event is not settled`);
      }
      const at = new Date().toISOString();
      if (!(await events.markSettled(trx, eventId, { actorId: viewer.id, at }))) {
        throw alreadySettled();
      }
      const arrived = await signups.listArrivedWithCharacter(trx, eventId);
      const awards: { character_id: number; amount: number }[] = [];
      const rows: { characterId: number; amount: number; reason: string; awardedBy: number }[] = [];
      for (const signup of arrived) {
        const amount = signup.role === 'crew' ? event.xp_crew : event.xp_player;
        if (signup.character_id === null || amount <= 0) continue;
        rows.push({
          characterId: signup.character_id,
          amount,
          reason: xpReason(event.title, signup.role),
          awardedBy: viewer.id,
        });
        awards.push({ character_id: signup.character_id, amount });
      }
      await deps.awardXp(trx, rows);
      await recordAudit(trx, {
        actorId: viewer.id,
        action: 'settle',
        entity: 'event',
        entityId: eventId,
        before: { status: event.status },
        after: { status: 'settled', awards },
      });
      return awards.length;
    });
    const row = await events.findEvent(db, eventId);
    if (!row) throw notFound('event');
    return { event: await present(viewer, row), awarded };
  }

  /**
   * A member's coming sign-ups were deleted (their account went): each freed place goes to
   * the waitlist at once, inside the caller's transaction, as when a member cancels.
   */
  async function releasePlaces(
    trx: Transaction<Database>,
    places: readonly { event_id: number; role: string }[],
  ): Promise<Promotion[]> {
    const promoted: Promotion[] = [];
    for (const place of places) {
      const event = await events.lockEvent(trx, place.event_id);
      if (!event) continue;
      const ids = await promote(trx, event, place.role as SignupRole);
      if (ids.length > 0) promoted.push({ event, ids });
    }
    return promoted;
  }

  /**
   * After the transaction that released places committed: the cached list counts them no
   * more (other servers hear of it through the change feed), and those who moved up are
   * mailed.
   */
  async function placesReleased(promoted: readonly Promotion[]): Promise<void> {
    listCache.invalidate();
    for (const { event, ids } of promoted) await mailPromotions(event, ids);
  }

  return {
    listJson,
    get,
    create,
    update,
    signUp,
    changeSignup,
    cancelSignup,
    listSignups,
    ticket,
    lists,
    listFile,
    recordAttendance,
    settle,
    releasePlaces,
    placesReleased,
  };
}

export type EventsService = ReturnType<typeof createEventsService>;

const alreadySignedUp = () =>
  conflict(EVENT_ERROR_CODES.alreadySignedUp, 'You are already signed up for this event');

/** The event's current value of an update field, as the audit log's "before". */
function eventField(row: EventRow, key: string): unknown {
  switch (key) {
    case 'capacity':
      return { player: row.capacity_player, crew: row.capacity_crew };
    case 'price':
      return { player: row.price_player, crew: row.price_crew };
    case 'xp':
      return { player: row.xp_player, crew: row.xp_crew, report: row.xp_report };
    default:
      return (row as unknown as Record<string, unknown>)[key];
  }
}

/** The ledger names the event the XP came from (and crew XP as such). */
export function xpReason(title: string, role: string): string {
  return role === 'crew' ? `Arrangement: ${title} (crew)` : `Arrangement: ${title}`;
}

/**
 * Confirms the first waitlisted of the role while it has free places; the ids confirmed.
 * A cancelled or settled event moves no one.
 */
async function promoteWaitlist(
  notify: Notify,
  trx: Transaction<Database>,
  event: EventRow,
  role: SignupRole,
): Promise<number[]> {
  if (event.status === 'cancelled' || event.status === 'settled') return [];
  const capacity = role === 'player' ? event.capacity_player : event.capacity_crew;
  const free = capacity - (await signups.countConfirmed(trx, event.id, role));
  const ids = await signups.firstWaitlisted(trx, event.id, role, free);
  await signups.confirmSignups(trx, ids, new Date().toISOString());
  const promoted = await signups.listRecipients(trx, { signupIds: ids });
  await notify(
    trx,
    promoted.map((recipient) => ({
      userId: recipient.user_id,
      kind: 'waitlist_promoted' as const,
      title: { key: NOTIFICATION_TITLE_KEYS.waitlistPromoted, params: { event: event.title } },
      link: NOTIFICATION_LINKS.event(event.id),
    })),
  );
  return ids;
}

/**
 * Mails the members just moved up from the waitlist what to pay and where, unless they
 * turned these mails off (the inbox has the news either way).
 */
async function sendPromotionMails(
  deps: EventsDeps,
  event: EventRow,
  ids: readonly number[],
): Promise<void> {
  if (ids.length === 0) return;
  const [recipients, instructions] = await Promise.all([
    signups.listRecipients(deps.db, { signupIds: ids }),
    deps.paymentInstructions(),
  ]);
  for (const recipient of recipients) {
    if (!(await deps.wantsMail(recipient.user_id, 'waitlist_promoted'))) continue;
    const signup = await signups.findSignup(deps.db, event.id, recipient.signup_id);
    if (!signup) continue;
    deps.mailer.dispatch(
      promotionMail({
        to: recipient,
        event,
        payment: {
          amountDue: signup.amount_due,
          reference: paymentReference(event.id, signup.id),
          instructions,
        },
        link: `${deps.publicUrl}events/${event.id}`,
      }),
    );
  }
}
