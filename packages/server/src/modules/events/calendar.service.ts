import crypto from 'node:crypto';
import type { Kysely } from 'kysely';
import { CalendarFeedParamsSchema, type CalendarUrl } from '@club/shared/contract/events';
import { plainText } from '@club/shared/document-markup';
import { canPlanEvents } from '@club/shared/rules/permissions';
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
    return document(CALENDAR_NAME, await repo.listFeedEvents(db, userId));
  }

  /**
   * GET /events/{id}/calendar.ics: the one event as a file a phone adds to its calendar,
   * with the same UID as in the feed (a member who has both sees it once). A draft is 404
   * to all but the board, as the event itself is.
   */
  async function eventFile(
    viewer: { id: number; role: string },
    eventId: number,
  ): Promise<{ body: string; filename: string }> {
    const [row] = await repo.listFeedEvents(db, viewer.id, eventId);
    if (!row || (row.status === 'draft' && !canPlanEvents(viewer.role))) {
      throw notFound('event');
    }
    return { body: document(row.title, [row]), filename: `arrangement-${row.id}.ics` };
  }

  function document(name: string, rows: Awaited<ReturnType<typeof repo.listFeedEvents>>) {
    return calendarFeed({
      name,
      host: new URL(deps.publicUrl).host,
      eventLink: (id) => `${deps.publicUrl}events/${id}`,
      events: rows.map((row) => ({
        ...row,
        // A calendar shows plain text: the description's formatting marks go.
        description: plainText(row.description),
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

  return { address, renew, feed, eventFile };
}

export type CalendarService = ReturnType<typeof createCalendarService>;
