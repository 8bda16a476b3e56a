import { z } from 'zod';
import { EventSchema, SignupSchema } from '@club/shared/contract/events';
import { canManageSignups, canPlanEvents } from '@club/shared/rules/permissions';
import type { EventRow } from '../../db/schema';
import type { EventListBase } from './events-cache';
import { countsByEvent, toEvent, toSignup, totalsByEvent } from './events.mapper';
import * as events from './events.repository';
import * as signups from './signups.repository';
import { type EventViewer, type EventsContext } from './events-context';

/** Members see what the board has published; a draft does not exist for them. */
const MEMBER_STATUSES = ['published', 'cancelled', 'settled'] as const;

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

/** GET /events: the season's list, built once per audience and change (decision 018). */
export function createEventList({ db, listCache }: EventsContext) {
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

  return { listJson };
}
