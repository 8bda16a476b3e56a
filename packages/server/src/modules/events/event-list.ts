import { z } from 'zod';
import {
  EventSummarySchema,
  MySignupSummarySchema,
  type EventSummary,
} from '@club/shared/contract/events';
import { canManageSignups, canPlanEvents } from '@club/shared/rules/permissions';
import type { EventRow } from '../../db/schema';
import {
  brotliWithEnd,
  compressPrefix,
  gzipWithEnd,
  type CompressedPrefix,
} from '../../encoding/compressed-prefix';
import type { EventListBase } from './events-cache';
import { countsByEvent, toEvent, toSignup, totalsByEvent } from './events.mapper';
import * as events from './events.repository';
import * as signups from './signups.repository';
import { type EventViewer, type EventsContext } from './events-context';

/** Members see what the board has published; a draft does not exist for them. */
const MEMBER_STATUSES = ['published', 'cancelled', 'settled'] as const;

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

/**
 * GET /events as sent: the audience's list, the same bytes for all of them, and then the
 * reader's own sign-ups. `answer` is the list compressed once; `mine` the reader's end.
 * Each coding is put together on its first send and kept with the answer.
 */
export class EventListAnswer {
  #brotli: Buffer | undefined;
  #gzip: Buffer | undefined;
  #plain: Buffer | undefined;

  constructor(
    readonly answer: CompressedPrefix,
    readonly mine: Buffer,
  ) {}

  get brotli(): Buffer {
    return (this.#brotli ??= brotliWithEnd(this.answer, this.mine));
  }

  get gzip(): Buffer {
    return (this.#gzip ??= gzipWithEnd(this.answer, this.mine));
  }

  get plain(): Buffer {
    return (this.#plain ??= Buffer.concat([this.answer.plain, this.mine]));
  }
}

/** GET /events: the season's list, built once per audience and change (decisions 018, 029). */
export function createEventList({ db, listCache }: EventsContext) {
  /** Upcoming (not yet over) first, soonest first; then the past, latest first. */
  function inListOrder(rows: readonly EventRow[], now: Date): EventRow[] {
    const at = now.toISOString();
    const upcoming = rows.filter((row) => row.ends_at >= at);
    const past = rows.filter((row) => row.ends_at < at).reverse();
    return [...upcoming, ...past];
  }

  /**
   * What everyone of the viewer's audience sees of the list, serialized and compressed
   * once per change: each event as the list shows it, with its counts (and staff's
   * totals). Validated against the response schema here, once, so reads send the bytes
   * as they are.
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
    const summaries: EventSummary[] = rows.map((row) =>
      z.encode(
        EventSummarySchema,
        toEvent(row, {
          counts: countMap.get(row.id),
          mySignup: undefined,
          totals: audience.staff ? totals.get(row.id) : null,
          now,
        }),
      ),
    );
    const json = `{"events":${JSON.stringify(summaries)},"my_signups":`;
    return {
      eventIds: new Set(ids),
      answer: compressPrefix(Buffer.from(json, 'utf8')),
      validUntil: nextTimeChange(rows, now.getTime()),
    };
  }

  /** The viewer's own sign-ups of the events in `base`, encoded, closing the answer. */
  async function ownPart(viewer: EventViewer, base: EventListBase): Promise<Buffer> {
    const own = await signups.findAllUserSignups(db, viewer.id);
    const mine = own
      .filter((signup) => base.eventIds.has(signup.event_id))
      .map((signup) => z.encode(MySignupSummarySchema, toSignup(signup)));
    return Buffer.from(`${JSON.stringify(mine)}}`, 'utf8');
  }

  /**
   * GET /events: the audience's kept list and the viewer's own sign-ups of the events in
   * it, each encoded through the response schema; together the bytes the schema's
   * serializer would give. Both are kept until the next write to events or sign-ups, and
   * a read of kept parts needs no promise and no query.
   */
  function list(viewer: EventViewer): EventListAnswer | Promise<EventListAnswer> {
    const audience = {
      planner: canPlanEvents(viewer.role),
      staff: canManageSignups(viewer.role),
    };
    const now = new Date();
    const key = `${audience.planner ? 'planner' : 'member'}:${audience.staff ? 'staff' : 'own'}`;
    const base = listCache.get(key, now.getTime(), () => buildListBase(audience, now));
    const withOwn = (kept: EventListBase) => {
      const own = listCache.own(`${key}:${viewer.id}`, async () => {
        return new EventListAnswer(kept.answer, await ownPart(viewer, kept));
      });
      // A base rebuilt by the clock alone keeps the member's part (no write came between).
      const current = (answer: EventListAnswer) =>
        answer.answer === kept.answer ? answer : new EventListAnswer(kept.answer, answer.mine);
      return own instanceof Promise ? own.then(current) : current(own);
    };
    return base instanceof Promise ? base.then(withOwn) : withOwn(base);
  }

  return { list };
}
