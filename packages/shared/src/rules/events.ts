import type { ErrorDetail } from '../contract/errors';
import { EVENT_TIME_ZONE } from '../contract/events-constants';

/**
 * An event's times as they would be after a create or a partial change: the checks the
 * server makes (400 with these details) and the form shows before sending.
 */
export interface EventTimes {
  starts_at: string;
  ends_at: string;
  signup_opens_at: string | null;
  signup_closes_at: string | null;
}

export function eventTimeProblems(times: EventTimes): ErrorDetail[] {
  const problems: ErrorDetail[] = [];
  if (Date.parse(times.ends_at) <= Date.parse(times.starts_at)) {
    problems.push({ field: 'ends_at', message: 'Must be after the start' });
  }
  if (
    times.signup_opens_at !== null &&
    times.signup_closes_at !== null &&
    Date.parse(times.signup_closes_at) <= Date.parse(times.signup_opens_at)
  ) {
    problems.push({ field: 'signup_closes_at', message: 'Must be after sign-up opens' });
  }
  return problems;
}

/**
 * Sign-up (and changing or cancelling one) is open while the event is published and now
 * lies inside its window; an unset end closes sign-up when the event starts.
 */
export function isSignupOpen(
  event: EventTimes & { status: string },
  now: Date = new Date(),
): boolean {
  if (event.status !== 'published') return false;
  const time = now.getTime();
  if (event.signup_opens_at !== null && time < Date.parse(event.signup_opens_at)) return false;
  const closes = event.signup_closes_at ?? event.starts_at;
  return time < Date.parse(closes);
}

// Made on first use and kept: a formatter costs far more to make than to use, and the
// gate's window is asked for on every render of a list of hundreds.
let clubClockFormat: Intl.DateTimeFormat | null = null;

/** Parts of an instant as a wall clock in the club's time zone shows them. */
function clubClock(time: number): { year: number; month: number; day: number; ms: number } {
  clubClockFormat ??= new Intl.DateTimeFormat('en-GB', {
    timeZone: EVENT_TIME_ZONE,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  });
  const parts = clubClockFormat.formatToParts(new Date(time));
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const wall = Date.UTC(
    part('year'),
    part('month') - 1,
    part('day'),
    part('hour'),
    part('minute'),
    part('second'),
  );
  return { year: part('year'), month: part('month'), day: part('day'), ms: wall - time };
}

/**
 * Makes the club clock's formatter ahead of need: its first use costs a slow phone tens of
 * milliseconds, which a screen that judges the gate's window pays while its data loads
 * instead of in the render that shows the data.
 */
export function prepareClubClock(): void {
  clubClock(0);
}

/** Midnight in the club's time zone at the start of the day before `time`'s day there. */
function midnightTheDayBefore(time: number): number {
  const { year, month, day } = clubClock(time);
  const wallMidnight = Date.UTC(year, month - 1, day - 1);
  // The offset at that midnight (summer time changes at 02:00 or 03:00, never at midnight).
  return wallMidnight - clubClock(wallMidnight).ms;
}

/**
 * When the gate opens and closes: from midnight (club time) of the day before the event
 * starts until it ends. Staff set up the day before; a queued tap made inside the window
 * is still taken after it closed, since the tap's own time is what is judged.
 */
export function checkInWindow(event: Pick<EventTimes, 'starts_at' | 'ends_at'>): {
  opens: string;
  closes: string;
} {
  return {
    opens: new Date(midnightTheDayBefore(Date.parse(event.starts_at))).toISOString(),
    closes: new Date(Date.parse(event.ends_at)).toISOString(),
  };
}

export type CheckInState = 'notYet' | 'open' | 'closed';

/** Where `now` lies against the event's gate window. */
export function checkInState(
  event: Pick<EventTimes, 'starts_at' | 'ends_at'>,
  now: Date = new Date(),
): CheckInState {
  const { opens, closes } = checkInWindow(event);
  if (now.getTime() < Date.parse(opens)) return 'notYet';
  return now.getTime() > Date.parse(closes) ? 'closed' : 'open';
}

/**
 * Whether an arrival or departure tapped at `tappedAt` may be recorded `now`: the gate
 * must have opened, and the tap must lie inside the window (a tap kept offline during the
 * event and sent after it ended still counts).
 */
export function mayRecordAttendance(
  event: Pick<EventTimes, 'starts_at' | 'ends_at'>,
  tappedAt: Date,
  now: Date = new Date(),
): boolean {
  const { opens, closes } = checkInWindow(event);
  const open = Date.parse(opens);
  return (
    now.getTime() >= open && tappedAt.getTime() >= open && tappedAt.getTime() <= Date.parse(closes)
  );
}

/** Arrived and not left: whom first aid and the fire marshal count as on site now. */
export function isOnSite(attendance: {
  checked_in_at: string | null;
  checked_out_at: string | null;
}): boolean {
  return attendance.checked_in_at !== null && attendance.checked_out_at === null;
}

/** Expected (confirmed), arrived (ever checked in) and on site now, of confirmed sign-ups. */
export function headcount(
  confirmed: readonly { checked_in_at: string | null; checked_out_at: string | null }[],
): { expected: number; arrived: number; on_site: number } {
  return {
    expected: confirmed.length,
    arrived: confirmed.filter((row) => row.checked_in_at !== null).length,
    on_site: confirmed.filter(isOnSite).length,
  };
}

/**
 * Whether one more fits a role at the gate: a free place, or staff saying explicitly that
 * they let the walk-in in over the role's capacity.
 */
export function walkInFits(confirmed: number, capacity: number, overCapacity: boolean): boolean {
  return confirmed < capacity || overCapacity;
}
