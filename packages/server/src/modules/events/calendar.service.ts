import crypto from 'node:crypto';
import type { Kysely } from 'kysely';
import { CalendarFeedParamsSchema, type CalendarUrl } from '@club/shared/contract/events';
import type { Database } from '../../db/schema';
import { notFound } from '../../errors';
import * as repo from './calendar.repository';
import { calendarFeed } from './calendar-feed';

/** What a phone shows as the subscribed calendar's name. */
const CALENDAR_NAME = 'Klubbens arrangementer';

/** 32 random bytes, base64url: the whole secret of a member's feed. */
const newToken = () => crypto.randomBytes(32).toString('base64url');

/**
 * Each member's private calendar address. The token is kept as it is (not hashed): the
 * member must be able to read the same address again, and it opens a read-only list of
 * events and their own sign-up status, nothing more.
 */
export interface CalendarDeps {
  db: Kysely<Database>;
  /** Ends with '/': the address is under it. */
  publicUrl: string;
}

export function createCalendarService(deps: CalendarDeps) {
  const { db } = deps;
  const url = (token: string): CalendarUrl => ({
    url: `${deps.publicUrl}api/calendar/${token}.ics`,
  });

  async function address(viewer: { id: number }): Promise<CalendarUrl> {
    const kept = await repo.findCalendarToken(db, viewer.id);
    if (kept) return url(kept);
    await repo.insertCalendarTokenIfNone(db, viewer.id, newToken());
    const token = await repo.findCalendarToken(db, viewer.id);
    if (!token) throw notFound('calendar');
    return url(token);
  }

  async function renew(viewer: { id: number }): Promise<CalendarUrl> {
    const token = newToken();
    await repo.replaceCalendarToken(db, viewer.id, token);
    return url(token);
  }

  /** The feed behind an address; an unknown or malformed one is 404. */
  async function feed(name: string): Promise<string> {
    const token = CalendarFeedParamsSchema.safeParse({ token: name }).success
      ? name.slice(0, -'.ics'.length)
      : undefined;
    const userId = token ? await repo.findCalendarOwner(db, token) : undefined;
    if (userId === undefined) throw notFound('calendar');
    const rows = await repo.listFeedEvents(db, userId);
    return calendarFeed({
      name: CALENDAR_NAME,
      host: new URL(deps.publicUrl).host,
      eventLink: (id) => `${deps.publicUrl}events/${id}`,
      events: rows.map((row) => ({
        ...row,
        revised_at:
          row.signup_updated_at && row.signup_updated_at > row.updated_at
            ? row.signup_updated_at
            : row.updated_at,
        signup: row.signup_status
          ? {
              status: row.signup_status,
              waitlist_position:
                row.signup_status === 'waitlisted' ? Number(row.queue_place ?? 0) : null,
            }
          : null,
      })),
    });
  }

  return { address, renew, feed };
}

export type CalendarService = ReturnType<typeof createCalendarService>;
