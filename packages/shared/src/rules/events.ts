import type { ErrorDetail } from '../contract/errors';

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
