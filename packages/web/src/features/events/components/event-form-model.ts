import { EVENT_LIMITS } from '@club/shared/contract/events-constants';
import type { Event, EventCreate, SignupRole } from '@club/shared/contract/events';
import { eventTimeProblems } from '@club/shared/rules/events';
import { copenhagenInputToIso, isoToCopenhagenInput } from './copenhagen-time';

type PerRole = Record<SignupRole, number | string>;

/** The form as typed: times as Copenhagen wall time, numbers as the inputs hold them. */
export interface EventFormValues {
  title: string;
  description: string;
  location: string;
  startsAt: string;
  endsAt: string;
  signupOpensAt: string;
  signupClosesAt: string;
  capacity: PerRole;
  price: PerRole;
  xp: PerRole;
  /** XP for an approved after-event report. */
  xpReport: number | string;
  /** The youngest age allowed on the first day; empty for no limit. */
  minAge: number | string;
  /** Under-18s come only with a parent or guardian signed up too. */
  guardianRequired: boolean;
}

/** A field the form shows a problem under, named as the API's details name it. */
export type EventField =
  | 'title'
  | 'description'
  | 'location'
  | 'starts_at'
  | 'ends_at'
  | 'signup_opens_at'
  | 'signup_closes_at'
  | `${'capacity' | 'price' | 'xp'}.${SignupRole}`
  | 'xp.report'
  | 'min_age';

/** Why a field is refused, as a message key (with the numbers it names). */
export interface FieldProblem {
  key: string;
  params?: Record<string, number>;
}

export function emptyEventForm(): EventFormValues {
  return {
    title: '',
    description: '',
    location: '',
    startsAt: '',
    endsAt: '',
    signupOpensAt: '',
    signupClosesAt: '',
    capacity: { player: 40, crew: 10 },
    price: { player: 0, crew: 0 },
    xp: { player: 0, crew: 0 },
    xpReport: 0,
    minAge: '',
    guardianRequired: false,
  };
}

export function eventFormFrom(event: Event): EventFormValues {
  return {
    title: event.title,
    description: event.description,
    location: event.location,
    startsAt: isoToCopenhagenInput(event.starts_at),
    endsAt: isoToCopenhagenInput(event.ends_at),
    signupOpensAt: isoToCopenhagenInput(event.signup_opens_at),
    signupClosesAt: isoToCopenhagenInput(event.signup_closes_at),
    capacity: { ...event.capacity },
    price: { ...event.price },
    xp: { player: event.xp.player, crew: event.xp.crew },
    xpReport: event.xp.report,
    minAge: event.min_age ?? '',
    guardianRequired: event.guardian_required,
  };
}

const NUMBER_LIMITS = {
  capacity: EVENT_LIMITS.maxCapacity,
  price: EVENT_LIMITS.maxPrice,
  xp: EVENT_LIMITS.maxXp,
} as const;

/** The message for a field the server refused: the same words the form's own checks use. */
export function problemForField(field: string): FieldProblem {
  if (field === 'title')
    return { key: 'events.form.problems.title', params: { max: EVENT_LIMITS.title } };
  if (field === 'ends_at') return { key: 'events.form.problems.endsBeforeStart' };
  if (field === 'signup_closes_at') return { key: 'events.form.problems.closesBeforeOpens' };
  if (field === 'starts_at' || field === 'signup_opens_at')
    return { key: 'events.form.problems.time' };
  const [group] = field.split('.');
  if (field === 'min_age') {
    return { key: 'events.form.problems.number', params: { max: EVENT_LIMITS.maxMinAge } };
  }
  if (group === 'capacity' || group === 'price' || group === 'xp') {
    return { key: 'events.form.problems.number', params: { max: NUMBER_LIMITS[group] } };
  }
  return { key: 'events.form.problems.invalid' };
}

function wholeNumber(value: number | string, max: number): number | null {
  const n = typeof value === 'number' ? value : Number(value.trim());
  if (value === '' || !Number.isInteger(n) || n < 0 || n > max) return null;
  return n;
}

/**
 * The body to send, or the problems found before sending: missing title or times,
 * numbers out of range, and the shared time rules (`eventTimeProblems`).
 */
export function readEventForm(
  values: EventFormValues,
):
  | { body: Omit<EventCreate, 'status'>; problems: null }
  | { body: null; problems: Partial<Record<EventField, FieldProblem>> } {
  const problems: Partial<Record<EventField, FieldProblem>> = {};
  const title = values.title.trim();
  if (!title || title.length > EVENT_LIMITS.title) problems.title = problemForField('title');
  const startsAt = copenhagenInputToIso(values.startsAt);
  const endsAt = copenhagenInputToIso(values.endsAt);
  if (!startsAt) problems.starts_at = { key: 'events.form.problems.timeRequired' };
  if (!endsAt) problems.ends_at = { key: 'events.form.problems.timeRequired' };
  const opensAt = values.signupOpensAt.trim() ? copenhagenInputToIso(values.signupOpensAt) : null;
  const closesAt = values.signupClosesAt.trim()
    ? copenhagenInputToIso(values.signupClosesAt)
    : null;
  if (values.signupOpensAt.trim() && !opensAt)
    problems.signup_opens_at = problemForField('signup_opens_at');
  if (values.signupClosesAt.trim() && !closesAt)
    problems.signup_closes_at = { key: 'events.form.problems.time' };

  const numbers = {} as Record<'capacity' | 'price' | 'xp', Record<SignupRole, number>>;
  for (const group of ['capacity', 'price', 'xp'] as const) {
    numbers[group] = { player: 0, crew: 0 };
    for (const role of ['player', 'crew'] as const) {
      const n = wholeNumber(values[group][role], NUMBER_LIMITS[group]);
      if (n === null) problems[`${group}.${role}`] = problemForField(`${group}.${role}`);
      else numbers[group][role] = n;
    }
  }

  const xpReport = wholeNumber(values.xpReport, EVENT_LIMITS.maxXp);
  if (xpReport === null) problems['xp.report'] = problemForField('xp.report');
  const noMinAge = String(values.minAge).trim() === '';
  const minAge = noMinAge ? null : wholeNumber(values.minAge, EVENT_LIMITS.maxMinAge);
  if (!noMinAge && (minAge === null || minAge < 1)) {
    problems.min_age = problemForField('min_age');
  }

  if (startsAt && endsAt) {
    for (const problem of eventTimeProblems({
      starts_at: startsAt,
      ends_at: endsAt,
      signup_opens_at: opensAt,
      signup_closes_at: closesAt,
    })) {
      problems[problem.field as EventField] ??= problemForField(problem.field);
    }
  }

  if (Object.keys(problems).length > 0 || !startsAt || !endsAt) return { body: null, problems };
  return {
    problems: null,
    body: {
      title,
      description: values.description.trim(),
      location: values.location.trim(),
      starts_at: startsAt,
      ends_at: endsAt,
      signup_opens_at: opensAt,
      signup_closes_at: closesAt,
      capacity: numbers.capacity,
      price: numbers.price,
      xp: { ...numbers.xp, report: xpReport ?? 0 },
      min_age: minAge,
      guardian_required: values.guardianRequired,
    },
  };
}
