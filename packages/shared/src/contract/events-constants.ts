// Plain values of this area's contract, without zod: a screen that needs only these does
// not download the schemas. The contract module of the same name re-exports them.

export const EVENT_TIME_ZONE = 'Europe/Copenhagen';

export const EVENT_STATUSES = ['draft', 'published', 'cancelled', 'settled'] as const;

export const SIGNUP_ROLES = ['player', 'crew'] as const;

export const SIGNUP_STATUSES = ['confirmed', 'waitlisted'] as const;

export const PAYMENT_STATUSES = ['unpaid', 'paid', 'refunded'] as const;

export const EVENT_LIMITS = {
  title: 200,
  description: 10_000,
  location: 200,
  /** Places, kroner and XP per role. */
  maxCapacity: 10_000,
  maxPrice: 100_000,
  maxXp: 1_000,
  diet: 500,
  allergies: 500,
  contactName: 100,
  contactPhone: 40,
  note: 1_000,
  paymentNote: 500,
} as const;

export const EVENT_ERROR_CODES = {
  /** Not published, or outside the sign-up window (also for changes and cancelling). */
  signupClosed: 'events.signupClosed',
  alreadySignedUp: 'events.alreadySignedUp',
  /** A player must name one of their own characters. */
  characterRequired: 'events.characterRequired',
  notYourCharacter: 'events.notYourCharacter',
  alreadySettled: 'events.alreadySettled',
  /** Settling a draft or cancelled event. */
  notSettleable: 'events.notSettleable',
  /** A status the board may not set by hand (settled), or leaving settled/cancelled. */
  statusChange: 'events.statusChange',
  /** A check-in for a sign-up that is not confirmed. */
  notConfirmed: 'events.notConfirmed',
} as const;
