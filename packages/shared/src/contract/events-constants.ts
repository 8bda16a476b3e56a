// Plain values of this area's contract, without zod: a screen that needs only these does
// not download the schemas. The contract module of the same name re-exports them.

export const EVENT_TIME_ZONE = 'Europe/Copenhagen';

export const EVENT_STATUSES = ['draft', 'published', 'cancelled', 'settled'] as const;

export const SIGNUP_ROLES = ['player', 'crew'] as const;

/**
 * `withdrawn`: the member (or staff) cancelled a sign-up the club holds money for; the row
 * stays, without the member's personal data, until the refund is recorded. A cancelled
 * sign-up nobody paid for is deleted. It sorts after the others (the staff list's index).
 */
export const SIGNUP_STATUSES = ['confirmed', 'waitlisted', 'withdrawn'] as const;

/**
 * Derived from the sign-up's payment entries (rules/payments.ts), never stored: `unpaid`
 * (nothing held), `partial` (less than due), `paid` (what is due), `overpaid` (more than
 * due, also any money held for a withdrawn sign-up or a cancelled event: a refund to
 * make), `refunded` (money came and all of it went back).
 */
export const PAYMENT_STATUSES = ['unpaid', 'partial', 'paid', 'overpaid', 'refunded'] as const;

/** Who a message to an event's participants reaches (POST /events/{id}/messages). */
export const MESSAGE_AUDIENCES = ['all', 'players', 'crew', 'unpaid'] as const;

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
  messageSubject: 200,
  messageBody: 5_000,
  /** Payment entries and messages per sign-up, read at once. */
  maxEntries: 200,
  /**
   * Ticket lookups per staff member per minute: plenty for a gate (the scanner finds
   * tickets in the list it holds), too few to guess codes.
   */
  ticketLookupsPerMinute: 30,
  /** The highest minimum age an event can set. */
  maxMinAge: 99,
  /** Sign-ups a guardian makes in one step (themself and their household). */
  maxFamily: 8,
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
  /** A minor's sign-up checked in before a guardian gave participation consent. */
  awaitingConsent: 'events.awaitingConsent',
  /**
   * An arrival or departure outside the gate's window (from the day before the event
   * starts until it ends); the details name when it opens and closes.
   */
  checkInClosed: 'events.checkInClosed',
  /**
   * A walk-in for a role whose places are all taken, without staff saying they let them
   * in over capacity; the params name the capacity.
   */
  overCapacity: 'events.overCapacity',
  /**
   * Publishing (or keeping published) an event with a price while no payment instructions
   * are set; the details name the setting.
   */
  noPaymentInstructions: 'events.noPaymentInstructions',
  /** Settling before the event has started. */
  notStarted: 'events.notStarted',
  /** A refund larger than the money held for the sign-up. */
  refundTooLarge: 'events.refundTooLarge',
  /** Deleting a withdrawn sign-up whose money has not been refunded. */
  refundDue: 'events.refundDue',
  /** A message to participants whose group has nobody in it. */
  noRecipients: 'events.noRecipients',
  /** The participant is younger on the event's first day than its minimum age. */
  belowMinAge: 'events.belowMinAge',
  /** Under 18 at an event that needs a guardian signed up too, and none is. */
  guardianRequired: 'events.guardianRequired',
  /**
   * A guardian cancelling their place while a child of theirs signed up still needs them
   * there (a guardian-required event, no other guardian of the child signed up); the
   * error's details name the children (`field: 'children'`, one name each).
   */
  guardianStillNeeded: 'events.guardianStillNeeded',
} as const;
