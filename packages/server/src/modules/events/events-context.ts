import type { Transaction } from 'kysely';
import type { z } from 'zod';
import {
  EVENT_ERROR_CODES,
  type AttendanceUpdateSchema,
  type Event,
  type EventCreateSchema,
  type FamilySignup,
  type EventUpdateSchema,
  type Signup,
  type SignupCreateSchema,
  type SignupUpdateSchema,
  type WalkInCreateSchema,
} from '@club/shared/contract/events';
import type { XpReason } from '@club/shared/contract/characters-constants';
import type { ReviewReasonBody } from '@club/shared/contract/review';
import { checkInWindow, eventTimeProblems } from '@club/shared/rules/events';
import { canManageSignups, canPlanEvents } from '@club/shared/rules/permissions';
import type { Database, EventRow } from '../../db/schema';
import { badRequest, conflict, forbiddenWithCode, notFound } from '../../errors';
import { countsByEvent, toEvent, toSignup, totalsByEvent } from './events.mapper';
import * as events from './events.repository';
import * as signups from './signups.repository';
import { createWaitlist, type WaitlistDeps } from './waitlist';

export type EventCreateInput = z.output<typeof EventCreateSchema>;
export type EventUpdateInput = z.output<typeof EventUpdateSchema>;
export type SignupCreateInput = z.output<typeof SignupCreateSchema>;
export type SignupUpdateInput = z.output<typeof SignupUpdateSchema>;
export type AttendanceInput = z.output<typeof AttendanceUpdateSchema>;
export type WalkInInput = z.output<typeof WalkInCreateSchema>;
export type { FamilySignup };

/** Who is asking: the logged-in user as the auth plugin resolved them. */
export interface EventViewer {
  id: number;
  role: string;
  name: string;
  email: string;
}

export interface EventsDeps extends WaitlistDeps {
  /** The open review reasons of characters (review): staff see who needs review at the door. */
  reviewReasons: (characterIds: readonly number[]) => Promise<Map<number, ReviewReasonBody[]>>;
  /** The rules' version now (the rules cache): a review read before another is stale. */
  rulesVersion: () => number;
  /** Writes XP ledger rows and tells their owners, inside settling's transaction (characters). */
  awardXp: (
    trx: Transaction<Database>,
    awards: readonly {
      characterId: number;
      amount: number;
      reason: string | XpReason;
      awardedBy: number;
    }[],
  ) => Promise<unknown>;
  /**
   * What the gate hands out and takes back (inventory): called inside the attendance's
   * transaction when a player's character arrives or leaves. Each does its work once per
   * character and event, so a repeated tap calls it again harmlessly.
   */
  gate: {
    arrived: (trx: Transaction<Database>, step: GateStep) => Promise<void>;
    departed: (trx: Transaction<Database>, step: GateStep) => Promise<void>;
  };
  /** Whether a guardian may act for a person of their household now (household). */
  mayActAs: (guardianId: number, personId: number) => Promise<boolean>;
  /** The refusal for someone who is not of the guardian's household (household). */
  notYourPerson: () => Error;
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

/** Times are kept as UTC ISO text, whatever offset they arrived with. */
export const utc = (time: string) => new Date(time).toISOString();
export const utcOrNull = (time: string | null) => (time === null ? null : utc(time));

export function canSee(viewer: EventViewer, event: EventRow): boolean {
  return event.status !== 'draft' || canPlanEvents(viewer.role);
}

export function timeProblems(times: Parameters<typeof eventTimeProblems>[0]) {
  const problems = eventTimeProblems(times);
  if (problems.length > 0) throw badRequest('The event times do not fit together', problems);
}

export function characterRequired() {
  return badRequest(
    'A player signs up with one of their characters',
    [{ field: 'character_id', message: 'Required for a player' }],
    EVENT_ERROR_CODES.characterRequired,
  );
}

export function notYourCharacter() {
  return forbiddenWithCode(
    'That is not one of your characters',
    EVENT_ERROR_CODES.notYourCharacter,
  );
}

/** An arrival or departure outside the gate's window: when it opens and closes. */
export function checkInClosed(event: { starts_at: string; ends_at: string }) {
  const { opens, closes } = checkInWindow(event);
  return conflict(
    EVENT_ERROR_CODES.checkInClosed,
    `Check-in is open from ${opens} until ${closes}`,
    [
      { field: 'opens_at', message: opens },
      { field: 'closes_at', message: closes },
    ],
  );
}

export const signupClosed = () =>
  conflict(EVENT_ERROR_CODES.signupClosed, 'Sign-up for this event is not open');
export const alreadySettled = () =>
  conflict(EVENT_ERROR_CODES.alreadySettled, 'The event is already settled');
/** Younger on the event's first day than its minimum age. */
export const belowMinAge = (minAge: number) =>
  conflict(
    EVENT_ERROR_CODES.belowMinAge,
    `Participants must be at least ${minAge} on the event's first day`,
    undefined,
    { min_age: minAge },
  );
/** Under 18 at an event that needs a guardian signed up too, and none is. */
export const guardianRequired = () =>
  conflict(
    EVENT_ERROR_CODES.guardianRequired,
    'Participants under 18 come only with a parent or guardian signed up for the event',
  );
/** A guardian's own cancelling, while the children named still depend on them there. */
export const guardianStillNeeded = (children: string[]) =>
  conflict(
    EVENT_ERROR_CODES.guardianStillNeeded,
    `Cancel the places of ${children.join(', ')} first, or sign up another of their guardians: they come only with a guardian`,
    children.map((name) => ({ field: 'children', message: name })),
  );
export const alreadySignedUp = () =>
  conflict(EVENT_ERROR_CODES.alreadySignedUp, 'You are already signed up for this event');

/**
 * What the parts of the events area share: the one way they write (the list cache drops
 * after it), how an event and a sign-up are read and shown to a viewer, and the waitlist.
 */
export function createEventsContext(deps: EventsDeps) {
  const { db } = deps;
  const listCache = deps.eventsCache;
  /** Every write to events or sign-ups goes through here: the cached list drops after it. */
  const write = <T>(work: (trx: Transaction<Database>) => Promise<T>): Promise<T> =>
    db
      .transaction()
      .execute(work)
      .finally(() => listCache.invalidate());
  const link = (eventId: number) => `${deps.publicUrl}events/${eventId}`;
  const waitlist = createWaitlist(deps);

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

  return {
    db,
    deps,
    listCache,
    write,
    link,
    waitlist,
    presentAll,
    present,
    readable,
    loadSignup,
    touchable,
  };
}

export type EventsContext = ReturnType<typeof createEventsContext>;
