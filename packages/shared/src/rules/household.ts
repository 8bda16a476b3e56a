import { EVENT_TIME_ZONE } from '../contract/events-constants';
import { HOUSEHOLD_AGE_DEFAULTS } from '../contract/household-constants';

/**
 * Ages in a household, the same on both sides: a person's age on a day, the day an event
 * begins in the club's time, and what an age allows. Birth dates are `YYYY-MM-DD`.
 */

export type HouseholdAges = { -readonly [K in keyof typeof HOUSEHOLD_AGE_DEFAULTS]: number };

const dayInClubTime = new Intl.DateTimeFormat('en-CA', {
  timeZone: EVENT_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The calendar day (`YYYY-MM-DD`) a moment falls on in Copenhagen. */
export function clubDay(moment: string | Date): string {
  return dayInClubTime.format(typeof moment === 'string' ? new Date(moment) : moment);
}

/**
 * Whole years between a birth date and a day: a person is a year older on their birthday
 * (one born on 29 February on 1 March in other years).
 */
export function ageOn(birthDate: string, day: string): number {
  const [by, bm, bd] = birthDate.split('-').map(Number) as [number, number, number];
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  let age = y - by;
  if (m < bm || (m === bm && d < bd)) age -= 1;
  return age;
}

/** Under 18 (or the club's age) on the day the event begins, in the club's time. */
export function isMinorAt(
  birthDate: string | null,
  startsAt: string,
  adultAge: number = HOUSEHOLD_AGE_DEFAULTS.adult,
): boolean {
  return birthDate !== null && ageOn(birthDate, clubDay(startsAt)) < adultAge;
}

/** A real calendar day in the past (no 31 February, no one born tomorrow). */
export function isValidBirthDate(value: string, today: string = clubDay(new Date())): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) {
    return false;
  }
  return y >= 1900 && value <= today;
}
