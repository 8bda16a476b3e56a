import type { StaffSignup } from '@club/shared/contract/events';
import { headcount } from '@club/shared/rules/events';
import { isUnpaid } from '@club/shared/rules/payments';
import type { QueuedCheckIn, QueuedTap } from './check-in-queue';

/**
 * The gate's view of the sign-ups: the confirmed ones, with the taps not yet sent laid on
 * top, so the screen shows what the staff member did whether or not the server has it.
 */

/**
 * A confirmed sign-up as the gate sees it; `waiting` counts its taps not yet sent.
 * `queuedWalkIn` marks a walk-in still on the phone (check-in/queued-walk-ins.ts).
 */
export type Attendee = StaffSignup & { waiting: number; queuedWalkIn?: true };

export type CheckInFilter = 'all' | 'notArrived' | 'arrived' | 'unpaid' | 'crew';
export const CHECK_IN_FILTERS: readonly CheckInFilter[] = [
  'all',
  'notArrived',
  'arrived',
  'unpaid',
  'crew',
];

const earliest = (a: string | null, b: string): string =>
  a !== null && Date.parse(a) <= Date.parse(b) ? a : b;

/** One sign-up after its queued taps, in the order they were made (as the server will). */
export function applyQueued(signup: StaffSignup, entries: readonly QueuedTap[]): Attendee {
  let next: Attendee = { ...signup, waiting: 0 };
  for (const entry of entries) {
    if (entry.failed !== null) continue;
    const { checked_in_at: arrival, checked_out_at: departure } = entry.body;
    next = {
      ...next,
      waiting: next.waiting + 1,
      checked_in_at:
        arrival === undefined || arrival === null
          ? next.checked_in_at
          : earliest(next.checked_in_at, arrival),
      checked_out_at: departure === undefined ? next.checked_out_at : departure,
    };
  }
  return next;
}

/** The gate's list is alphabetical by member: that is how people give their name. */
const byName = new Intl.Collator('da');

const untouched = new WeakMap<StaffSignup, Attendee>();

/**
 * The confirmed sign-ups by member name, with the queue applied. A sign-up without queued taps keeps the
 * same object from call to call, so a tap re-renders only the row it changed.
 */
export function attendeesOf(
  signups: readonly StaffSignup[],
  queue: readonly QueuedCheckIn[],
): Attendee[] {
  const bySignup = new Map<number, QueuedTap[]>();
  for (const entry of queue) {
    if (entry.failed !== null || entry.kind === 'walk-in') continue;
    bySignup.set(entry.signupId, [...(bySignup.get(entry.signupId) ?? []), entry]);
  }
  return signups
    .filter((signup) => signup.status === 'confirmed')
    .sort((a, b) => byName.compare(a.user_name, b.user_name))
    .map((signup) => {
      const entries = bySignup.get(signup.id);
      if (entries) return applyQueued(signup, entries);
      let same = untouched.get(signup);
      if (!same) {
        same = { ...signup, waiting: 0 };
        untouched.set(signup, same);
      }
      return same;
    });
}

export const hasArrived = (attendee: StaffSignup): boolean => attendee.checked_in_at !== null;

/** Owes money: anything still to pay, a partial payment too (rules/payments.ts). */
export const owes = (attendee: StaffSignup): boolean => isUnpaid(attendee);

const FILTERS: Record<CheckInFilter, (attendee: Attendee) => boolean> = {
  all: () => true,
  notArrived: (attendee) => !hasArrived(attendee),
  arrived: hasArrived,
  unpaid: owes,
  crew: (attendee) => attendee.role === 'crew',
};

/** Lower case without accents, so "ase" finds "Åse" and "bjorn" finds "Bjørn". */
function fold(text: string): string {
  return text
    .toLocaleLowerCase('da')
    .replace(/æ/g, 'ae')
    .replace(/ø/g, 'o')
    .replace(/å/g, 'a')
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '');
}

/** Each attendee's names folded for the search, worked out once per attendee object. */
const searchKeys = new WeakMap<Attendee, string>();

function searchKey(attendee: Attendee): string {
  let key = searchKeys.get(attendee);
  if (key === undefined) {
    key = fold(`${attendee.user_name} ${attendee.character_name ?? ''}`);
    searchKeys.set(attendee, key);
  }
  return key;
}

/** The attendees the filter and the search (member or character name) leave. */
export function findAttendees(
  attendees: readonly Attendee[],
  filter: CheckInFilter,
  search: string,
): Attendee[] {
  const words = fold(search.trim()).split(/\s+/).filter(Boolean);
  return attendees.filter((attendee) => {
    if (!FILTERS[filter](attendee)) return false;
    if (words.length === 0) return true;
    const names = searchKey(attendee);
    return words.every((word) => names.includes(word));
  });
}

/** Arrived of expected, and on site now (arrived and not left), as the counts at the top show them. */
export function arrivalCounts(attendees: readonly Attendee[]): {
  arrived: number;
  count: number;
  onSite: number;
} {
  const { expected, arrived, on_site } = headcount(attendees);
  return { arrived, count: expected, onSite: on_site };
}
