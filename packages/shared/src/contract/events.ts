import { z } from 'zod';
import { CONSENT_STATES } from './household-constants';
import { EmailSchema } from './auth';
import { DbIdSchema, PathIdSchema } from './ids';
import { guestMayHaveCharacter } from '../rules/guests';
import {
  EVENT_LIMITS,
  EVENT_STATUSES,
  MESSAGE_AUDIENCES,
  PAYMENT_STATUSES,
  SIGNUP_ROLES,
  SIGNUP_STATUSES,
} from './events-constants';

export * from './events-constants';

/**
 * The season's events ("arrangementer"), under `{base}api`:
 *
 * - GET /events, GET /events/{id}: members see published, cancelled and settled events
 *   (a draft is 404 to them); the board (bestyrelse, superadmin) sees drafts too.
 * - POST /events, PUT /events/{id} (partial): the board.
 * - POST /events/{id}/signups: a member signs up; PATCH and DELETE
 *   /events/{id}/signups/{signupId}: the member changes or cancels while sign-up is open,
 *   staff (admin, superadmin, bestyrelse) mark payment; GET /events/{id}/signups: staff.
 * - GET /events/{id}/signups/{signupId}/payments (its member, staff) and POST (staff):
 *   the money received and refunded, as entries (PaymentCreateSchema).
 * - GET and POST /events/{id}/signups/{signupId}/messages: the member's thread with the
 *   organizers (its member, staff); GET /event-threads: the threads waiting for staff.
 * - GET and POST /events/{id}/messages: staff write to the event's participants.
 * - PUT /events/{id}/signups/{signupId}/attendance, POST /events/{id}/settle: staff.
 * - GET /events/{id}/calendar.ics: one event as an iCalendar file (any member who sees it).
 * - GET and PUT /me/event-defaults: the member's usual diet, allergies and contact.
 * - GET /events/{id}/tickets/{code}: staff look up the sign-up a ticket's QR code names.
 * - GET /events/{id}/lists and GET /events/{id}/lists/{kitchen|first-aid|roster}.csv:
 *   the organizers' lists of the confirmed sign-ups (staff).
 * - GET /calendar → {url}, POST /calendar/token → {url}: the member's private calendar
 *   address; GET /calendar/{token}.ics: the iCalendar feed, no login.
 *
 * Times travel as ISO 8601 with an offset and are shown in Europe/Copenhagen time.
 */

export const EventStatusSchema = z.enum(EVENT_STATUSES);
export type EventStatus = z.infer<typeof EventStatusSchema>;

export const SignupRoleSchema = z.enum(SIGNUP_ROLES);
export type SignupRole = z.infer<typeof SignupRoleSchema>;

export const SignupStatusSchema = z.enum(SIGNUP_STATUSES);
export type SignupStatus = z.infer<typeof SignupStatusSchema>;

export const PaymentStatusSchema = z.enum(PAYMENT_STATUSES);
export type PaymentStatus = z.infer<typeof PaymentStatusSchema>;

/** ISO 8601 with an offset: `2026-05-01T18:00:00+02:00` or `…Z`. */
export const EventTimeSchema = z.iso.datetime({ offset: true });

const wholeNumber = (max: number) => z.number().int().min(0).max(max);

export const PerRoleSchema = (max: number) =>
  z.object({ player: wholeNumber(max), crew: wholeNumber(max) });

export const EmergencyContactSchema = z.object({
  name: z.string().trim().min(1).max(EVENT_LIMITS.contactName),
  phone: z.string().trim().min(1).max(EVENT_LIMITS.contactPhone),
});
export type EmergencyContact = z.infer<typeof EmergencyContactSchema>;

/** Whom staff call about a minor. */
const ConsentStateSchema = z.enum(CONSENT_STATES);

export const GuardianContactSchema = z.object({ name: z.string(), phone: z.string().nullable() });
export type GuardianContact = z.infer<typeof GuardianContactSchema>;

/** A sign-up as its member (and staff) see it. */
export const SignupSchema = z.object({
  id: z.number().int(),
  event_id: z.number().int(),
  status: SignupStatusSchema,
  /** 1-based place among the waitlisted of this role; null when confirmed. */
  waitlist_position: z.number().int().nullable(),
  role: SignupRoleSchema,
  character_id: z.number().int().nullable(),
  character_name: z.string().nullable(),
  /** Derived from the payment entries (rules/payments.ts `paymentState`). */
  payment_status: PaymentStatusSchema,
  /** Whole kroner: the role's price when the member signed up. */
  amount_due: z.number().int(),
  /** The money the club holds for the sign-up: received less refunded. */
  paid_amount: z.number().int(),
  /** What is still to pay: 0 for a withdrawn sign-up or a cancelled event. */
  amount_owed: z.number().int(),
  /** What the club has to give back (paid more than is due). */
  refund_due: z.number().int(),
  /** Staff's note on the payment (how or when it was agreed). */
  payment_note: z.string().nullable(),
  /** Unique to the sign-up; the member writes it in the MobilePay message. */
  payment_reference: z.string(),
  /** Unguessable; the ticket's QR code carries it. */
  ticket_code: z.string(),
  diet: z.string(),
  allergies: z.string(),
  emergency_contact: EmergencyContactSchema.nullable(),
  photo_consent: z.boolean(),
  note: z.string(),
  /** Under 18 on the event's first day (rules/household.ts `isMinorAt`). */
  minor: z.boolean(),
  /** A guardian's participation consent for a minor ('not_needed' for anyone else). */
  participation_consent: ConsentStateSchema,
  /**
   * A minor's sign-up is not confirmed until a guardian has given participation consent:
   * its place is held, and the guardian is told what is missing.
   */
  awaiting_consent: z.boolean(),
  checked_in_at: z.string().nullable(),
  checked_out_at: z.string().nullable(),
  created_at: z.string(),
});
export type Signup = z.infer<typeof SignupSchema>;

/** A row of the staff's sign-up table. */
export const StaffSignupSchema = SignupSchema.extend({
  /** Null for a guest without an account (a walk-in at the gate). */
  user_id: z.number().int().nullable(),
  /** The member's name, or the guest's as taken at the gate ('' once erased). */
  user_name: z.string(),
  /** No account: a guest signed up at the gate by staff. */
  guest: z.boolean(),
  /** The guest's phone for staff at the gate (null for members, and once erased). */
  guest_phone: z.string().nullable(),
  /** The named character is under review after a rules change. */
  character_needs_review: z.boolean(),
  /** The member's last message to the organizers has no answer yet. */
  message_waiting: z.boolean(),
  /** A minor's guardians and their phones (empty for anyone else). */
  guardians: z.array(GuardianContactSchema),
});
export type StaffSignup = z.infer<typeof StaffSignupSchema>;

/**
 * Staff's sums of an event's money, in kroner. A partial payment counts in `paid` for what
 * came and in `outstanding` for what is missing.
 */
export const EventTotalsSchema = z.object({
  /** What the confirmed sign-ups are to pay (nothing once the event is cancelled). */
  expected: z.number().int(),
  /** The money held for the confirmed sign-ups. */
  paid: z.number().int(),
  /** What the confirmed sign-ups still owe. */
  outstanding: z.number().int(),
  /** What is to be given back, to anyone signed up or withdrawn. */
  refunds_due: z.number().int(),
});
export type EventTotals = z.infer<typeof EventTotalsSchema>;

export const EventSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  location: z.string(),
  starts_at: z.string(),
  ends_at: z.string(),
  signup_opens_at: z.string().nullable(),
  signup_closes_at: z.string().nullable(),
  status: EventStatusSchema,
  capacity: z.object({ player: z.number().int(), crew: z.number().int() }),
  price: z.object({ player: z.number().int(), crew: z.number().int() }),
  /** XP per role at settling, and `report`: XP for an approved after-event report. */
  xp: z.object({ player: z.number().int(), crew: z.number().int(), report: z.number().int() }),
  /** Confirmed per role, and waitlisted of both roles. */
  counts: z.object({
    player: z.number().int(),
    crew: z.number().int(),
    waitlist: z.number().int(),
  }),
  /** Whether sign-up is open right now (published and inside the window). */
  signup_open: z.boolean(),
  my_signup: SignupSchema.nullable(),
  /** The youngest age allowed on the event's first day; null for no limit. */
  min_age: z.number().int().nullable(),
  /** Someone under 18 comes only with one of their guardians signed up too. */
  guardian_required: z.boolean(),
  /** Staff only (null for members). */
  totals: EventTotalsSchema.nullable(),
  settled_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Event = z.infer<typeof EventSchema>;

/**
 * An event as the season's list shows it: no description, prices or XP (the event's own
 * page reads those, `GET /events/{id}`), and no sign-up of the reader's inside it.
 */
export const EventSummarySchema = EventSchema.pick({
  id: true,
  title: true,
  location: true,
  starts_at: true,
  ends_at: true,
  signup_opens_at: true,
  signup_closes_at: true,
  status: true,
  capacity: true,
  counts: true,
  signup_open: true,
  totals: true,
  settled_at: true,
});
export type EventSummary = z.infer<typeof EventSummarySchema>;

/** The reader's own sign-up as the list shows it (the full one is on the event's page). */
export const MySignupSummarySchema = SignupSchema.pick({
  id: true,
  event_id: true,
  status: true,
  waitlist_position: true,
  role: true,
  payment_status: true,
  amount_owed: true,
});
export type MySignupSummary = z.infer<typeof MySignupSummarySchema>;

/**
 * GET /events: the season, the same for everyone of one audience, then the reader's own
 * sign-ups (withdrawn ones included), one per event at most.
 */
export const EventsResponseSchema = z.object({
  events: z.array(EventSummarySchema),
  my_signups: z.array(MySignupSummarySchema),
});
export type EventsResponse = z.infer<typeof EventsResponseSchema>;

const eventFields = {
  title: z.string().trim().min(1).max(EVENT_LIMITS.title),
  description: z.string().trim().max(EVENT_LIMITS.description),
  location: z.string().trim().max(EVENT_LIMITS.location),
  starts_at: EventTimeSchema,
  ends_at: EventTimeSchema,
  signup_opens_at: EventTimeSchema.nullable(),
  signup_closes_at: EventTimeSchema.nullable(),
  capacity: PerRoleSchema(EVENT_LIMITS.maxCapacity),
  price: PerRoleSchema(EVENT_LIMITS.maxPrice),
  /**
   * `report` (default 0): XP the character of a checked-in sign-up gets when staff approve
   * its after-event report (contract/reports.ts). Left out on PUT, it keeps its value.
   */
  xp: PerRoleSchema(EVENT_LIMITS.maxXp).extend({
    report: wholeNumber(EVENT_LIMITS.maxXp).optional(),
  }),
  /** The youngest age allowed on the event's first day; null (default) for no limit. */
  min_age: z.number().int().min(1).max(EVENT_LIMITS.maxMinAge).nullable().optional(),
  /** Default false: someone under 18 comes only with a guardian signed up too. */
  guardian_required: z.boolean().optional(),
};

/**
 * POST /events (the board) → 201 Event. Ends before it starts, or sign-up closing before
 * it opens: 400 with the field in details (rules/events.ts `eventTimeProblems`).
 */
export const EventCreateSchema = z.object({
  ...eventFields,
  description: eventFields.description.default(''),
  location: eventFields.location.default(''),
  signup_opens_at: eventFields.signup_opens_at.default(null),
  signup_closes_at: eventFields.signup_closes_at.default(null),
  status: z.enum(['draft', 'published']).default('draft'),
});
export type EventCreate = z.input<typeof EventCreateSchema>;

/**
 * PUT /events/{id} (the board), partial → Event. The time checks apply to the event as it
 * would be after the change. `cancelled` mails everyone signed up; `settled` is reached
 * only through POST /events/{id}/settle. Raising a capacity confirms waitlisted sign-ups
 * at once; lowering it below the confirmed count is allowed and confirms no one until
 * places free up.
 */
export const EventUpdateSchema = z
  .object({
    ...eventFields,
    status: z.enum(['draft', 'published', 'cancelled']),
  })
  .partial();
export type EventUpdate = z.input<typeof EventUpdateSchema>;

export const EventParamsSchema = z.object({ id: PathIdSchema });
export const SignupParamsSchema = z.object({ id: PathIdSchema, signupId: PathIdSchema });

/** POST /events/{id}/signups (any member) → 201 {signup}. */
export const SignupCreateSchema = z.object({
  role: SignupRoleSchema,
  /** Required for a player; a crew member may name one to receive crew XP. */
  character_id: DbIdSchema.nullable().default(null),
  diet: z.string().trim().max(EVENT_LIMITS.diet).default(''),
  allergies: z.string().trim().max(EVENT_LIMITS.allergies).default(''),
  emergency_contact: EmergencyContactSchema,
  photo_consent: z.boolean().default(false),
  note: z.string().trim().max(EVENT_LIMITS.note).default(''),
});
export type SignupCreate = z.input<typeof SignupCreateSchema>;

export const SignupResponseSchema = z.object({ signup: SignupSchema });

/** A guest at the gate without an account: the name and phone staff take down. */
export const WalkInGuestSchema = z.object({
  name: z.string().trim().min(1).max(EVENT_LIMITS.contactName),
  phone: z.string().trim().min(1).max(EVENT_LIMITS.contactPhone),
});
export type WalkInGuest = z.infer<typeof WalkInGuestSchema>;

/**
 * POST /events/{id}/walk-ins (staff) → 201 {signup}: someone who turns up at the gate
 * unannounced, signed up by staff as confirmed and checked in at `checked_in_at` (the
 * gate's window applies), with what they paid on the spot recorded as a payment entry.
 * Either a member (`user_id`: every rule of a sign-up applies, the event's minimum age and
 * guardian among them), a member named by their email (`email`: what staff type without
 * signal, where the member cannot be looked up; as a player without `character_id` they
 * play their active character, and a member not found is 404) or a guest with a name and
 * phone only (`guest`: no account, never a character, `guestMayHaveCharacter`). A role whose places are all taken is refused (409
 * events.overCapacity) unless `over_capacity` says staff let them in anyway. A member
 * already signed up: 409. `client_id` is the key the phone gave a walk-in it queued: the
 * same key sent again answers 200 with the sign-up it made the first time.
 */
export const WalkInCreateSchema = z
  .object({
    user_id: DbIdSchema.nullable().default(null),
    email: EmailSchema.nullable().default(null),
    guest: WalkInGuestSchema.nullable().default(null),
    role: SignupRoleSchema,
    /** Required for a member as player: one of the member's own characters. */
    character_id: DbIdSchema.nullable().default(null),
    payment: z
      .object({
        amount: z.number().int().min(1).max(EVENT_LIMITS.maxPrice),
        note: z.string().trim().max(EVENT_LIMITS.paymentNote).default(''),
      })
      .nullable()
      .default(null),
    over_capacity: z.boolean().default(false),
    checked_in_at: EventTimeSchema,
    client_id: z.uuid().nullable().default(null),
  })
  .strict()
  .superRefine((body, ctx) => {
    const named = [body.user_id, body.email, body.guest].filter((who) => who !== null);
    if (named.length !== 1) {
      ctx.addIssue({
        code: 'custom',
        path: ['user_id'],
        message: 'Give one of user_id or email (a member) or guest (a name and phone)',
      });
    }
    if (body.guest !== null && body.character_id !== null && !guestMayHaveCharacter) {
      ctx.addIssue({
        code: 'custom',
        path: ['character_id'],
        message: 'A guest has no character',
      });
    }
  });
export type WalkInCreate = z.input<typeof WalkInCreateSchema>;

/**
 * POST /events/{id}/family-signups `{signups: [{person_id, ...a sign-up}]}` → 201: a
 * guardian signs up themself (`person_id` null) and people of their household in one step,
 * all or nothing, each under every rule as for them; someone not of their household is 403
 * household.notYourPerson. The family pays the total with one reference.
 */
export const FamilySignupCreateSchema = z.object({
  signups: z
    .array(SignupCreateSchema.extend({ person_id: DbIdSchema.nullable().default(null) }))
    .min(1)
    .max(EVENT_LIMITS.maxFamily)
    .refine(
      (list) => new Set(list.map((entry) => entry.person_id)).size === list.length,
      'Each person once',
    ),
});
export type FamilySignupCreate = z.input<typeof FamilySignupCreateSchema>;

export const FamilySignupSchema = z.object({
  payment_reference: z.string(),
  /** What the family owes now: its places; a place on the waitlist is paid once it is one. */
  amount_owed: z.number().int(),
  signups: z.array(SignupSchema),
});
export type FamilySignup = z.infer<typeof FamilySignupSchema>;

/**
 * POST /events/{id}/signups/{signupId}/family-paid `{note?}` (staff) → FamilySignup: the
 * family's one payment is in; each of its sign-ups gets an entry for what it still owes.
 */
export const FamilyPaidSchema = z.object({
  note: z.string().trim().max(EVENT_LIMITS.paymentNote).default(''),
});
export type SignupResponse = z.infer<typeof SignupResponseSchema>;

/**
 * PATCH /events/{id}/signups/{signupId} → {signup}. The member changes the first group
 * while sign-up is open; only staff may send the payment fields (a member who does: 403).
 * The payment fields are kept for callers from before payment entries, and each records an
 * entry: `paid_amount` the difference to the money held; else `payment_status: "paid"`
 * the amount still owed, `"refunded"` or `"unpaid"` the money held back.
 */
export const SignupUpdateSchema = z
  .object({
    character_id: DbIdSchema.nullable(),
    diet: z.string().trim().max(EVENT_LIMITS.diet),
    allergies: z.string().trim().max(EVENT_LIMITS.allergies),
    emergency_contact: EmergencyContactSchema,
    photo_consent: z.boolean(),
    note: z.string().trim().max(EVENT_LIMITS.note),
    payment_status: z.enum(['unpaid', 'paid', 'refunded']),
    paid_amount: z.number().int().min(0).max(EVENT_LIMITS.maxPrice).nullable(),
    payment_note: z.string().trim().max(EVENT_LIMITS.paymentNote).nullable(),
  })
  .partial();
export type SignupUpdate = z.input<typeof SignupUpdateSchema>;

export const SIGNUP_PAYMENT_FIELDS = ['payment_status', 'paid_amount', 'payment_note'] as const;

/** One movement of money for a sign-up: received (positive) or refunded (negative). */
export const PaymentEntrySchema = z.object({
  id: z.number().int(),
  amount: z.number().int(),
  note: z.string(),
  /** Who recorded it; null for an account since deleted. */
  recorded_by_name: z.string().nullable(),
  created_at: z.string(),
});
export type PaymentEntry = z.infer<typeof PaymentEntrySchema>;

/**
 * POST /events/{id}/signups/{signupId}/payments (staff) → 201 PaymentResponse. A negative
 * amount is a refund; one larger than the money held is 409 events.refundTooLarge.
 */
export const PaymentCreateSchema = z.object({
  amount: z
    .number()
    .int()
    .min(-EVENT_LIMITS.maxPrice)
    .max(EVENT_LIMITS.maxPrice)
    .refine((value) => value !== 0, { message: 'Must not be 0' }),
  note: z.string().trim().max(EVENT_LIMITS.paymentNote).default(''),
});
export type PaymentCreate = z.input<typeof PaymentCreateSchema>;

/** GET …/payments (the sign-up's member, staff): oldest first, with the sign-up they sum to. */
export const PaymentsResponseSchema = z.object({
  payments: z.array(PaymentEntrySchema),
  signup: SignupSchema,
});
export type PaymentsResponse = z.infer<typeof PaymentsResponseSchema>;

export const PaymentResponseSchema = z.object({
  payment: PaymentEntrySchema,
  signup: SignupSchema,
});
export type PaymentResponse = z.infer<typeof PaymentResponseSchema>;

export const MessageAudienceSchema = z.enum(MESSAGE_AUDIENCES);
export type MessageAudience = z.infer<typeof MessageAudienceSchema>;

/**
 * POST /events/{id}/messages (staff) → 201 {message}: to `all` (every confirmed and
 * waitlisted member), `players` or `crew` (the confirmed of the role), or `unpaid` (the
 * confirmed who still owe). Each gets it in the inbox, and by mail unless they turned
 * event messages off. Nobody in the group: 409 events.noRecipients.
 */
export const EventMessageCreateSchema = z.object({
  subject: z.string().trim().min(1).max(EVENT_LIMITS.messageSubject),
  body: z.string().trim().min(1).max(EVENT_LIMITS.messageBody),
  to: MessageAudienceSchema,
});
export type EventMessageCreate = z.infer<typeof EventMessageCreateSchema>;

export const EventMessageSchema = z.object({
  id: z.number().int(),
  subject: z.string(),
  body: z.string(),
  to: MessageAudienceSchema,
  /** How many members it reached. */
  recipients: z.number().int(),
  author_name: z.string().nullable(),
  created_at: z.string(),
});
export type EventMessage = z.infer<typeof EventMessageSchema>;

export const EventMessageResponseSchema = z.object({ message: EventMessageSchema });
/** GET /events/{id}/messages (staff): what was sent, newest first. */
export const EventMessagesResponseSchema = z.object({ messages: z.array(EventMessageSchema) });
export type EventMessagesResponse = z.infer<typeof EventMessagesResponseSchema>;

/**
 * POST /events/{id}/signups/{signupId}/messages `{body}` → 201 {message}: the sign-up's
 * member writes to the organizers (the thread waits in staff's work list), or staff answer
 * (the member is told in the inbox). Anyone else: 404.
 */
export const SignupMessageCreateSchema = z.object({
  body: z.string().trim().min(1).max(EVENT_LIMITS.messageBody),
});
export type SignupMessageCreate = z.infer<typeof SignupMessageCreateSchema>;

export const SignupMessageSchema = z.object({
  id: z.number().int(),
  body: z.string(),
  /** Written by an organizer (else by the sign-up's member). */
  from_staff: z.boolean(),
  /** The organizer's name for staff; members see "the organizers" (null). */
  author_name: z.string().nullable(),
  created_at: z.string(),
});
export type SignupMessage = z.infer<typeof SignupMessageSchema>;

export const SignupMessageResponseSchema = z.object({ message: SignupMessageSchema });
/** GET …/signups/{signupId}/messages: the thread, oldest first. */
export const SignupMessagesResponseSchema = z.object({ messages: z.array(SignupMessageSchema) });
export type SignupMessagesResponse = z.infer<typeof SignupMessagesResponseSchema>;

/** GET /event-threads (staff): members' threads whose last message waits for an answer. */
export const EventThreadSchema = z.object({
  event_id: z.number().int(),
  event_title: z.string(),
  signup_id: z.number().int(),
  user_name: z.string(),
  character_name: z.string().nullable(),
  last_body: z.string(),
  last_at: z.string(),
});
export type EventThread = z.infer<typeof EventThreadSchema>;
export const EventThreadsResponseSchema = z.object({ threads: z.array(EventThreadSchema) });
export type EventThreadsResponse = z.infer<typeof EventThreadsResponseSchema>;

/**
 * GET /me/event-defaults → EventDefaults; PUT (the same shape) → EventDefaults: what the
 * member usually writes when signing up. Deleting the account erases them.
 */
export const EventDefaultsSchema = z.object({
  diet: z.string().trim().max(EVENT_LIMITS.diet),
  allergies: z.string().trim().max(EVENT_LIMITS.allergies),
  emergency_contact: EmergencyContactSchema.nullable(),
});
export type EventDefaults = z.infer<typeof EventDefaultsSchema>;

/** GET /events/{id}/signups (staff) → every sign-up of the event, confirmed first. */
export const StaffSignupsResponseSchema = z.object({ signups: z.array(StaffSignupSchema) });
export type StaffSignupsResponse = z.infer<typeof StaffSignupsResponseSchema>;

/**
 * PUT /events/{id}/signups/{signupId}/attendance (staff) → {signup}. A repeated arrival
 * keeps the earliest time; null clears.
 */
export const AttendanceUpdateSchema = z
  .object({
    checked_in_at: EventTimeSchema.nullable(),
    checked_out_at: EventTimeSchema.nullable(),
  })
  .partial()
  .refine((body) => body.checked_in_at !== undefined || body.checked_out_at !== undefined, {
    message: 'Give checked_in_at or checked_out_at',
  });
export type AttendanceUpdate = z.input<typeof AttendanceUpdateSchema>;

/**
 * GET /events/{id}/tickets/{code} (staff, canManageSignups) → {signup}: the sign-up whose
 * ticket carries the code. Members 403; an unknown code, or one of another event, 404.
 */
export const TicketParamsSchema = z.object({
  id: PathIdSchema,
  code: z.string().min(1).max(100),
});
export const TicketResponseSchema = z.object({ signup: StaffSignupSchema });
export type TicketResponse = z.infer<typeof TicketResponseSchema>;

/**
 * The organizers' lists: built from the confirmed sign-ups only (the waitlisted are not
 * coming). Staff (canManageSignups); members 403.
 */
export const EVENT_LIST_KINDS = ['kitchen', 'first-aid', 'roster'] as const;
export const EventListKindSchema = z.enum(EVENT_LIST_KINDS);
export type EventListKind = z.infer<typeof EventListKindSchema>;

/** Who a list row is about. */
const ListPersonSchema = z.object({
  signup_id: z.number().int(),
  user_name: z.string(),
  character_name: z.string().nullable(),
  role: SignupRoleSchema,
  /** Under 18 on the event's first day. */
  minor: z.boolean(),
  /** A guest without an account, signed up at the gate, and the phone they gave. */
  guest: z.boolean(),
  guest_phone: z.string().nullable(),
});

/**
 * The kitchen's list: how many eat what (sign-ups grouped by identical diet text, trimmed
 * and compared without case; an empty diet counts under `no_diet`), and everyone with an
 * allergy, one row per person.
 */
export const KitchenListSchema = z.object({
  total: z.number().int(),
  no_diet: z.number().int(),
  diets: z.array(z.object({ diet: z.string(), count: z.number().int() })),
  allergies: z.array(ListPersonSchema.extend({ diet: z.string(), allergies: z.string() })),
});
export type KitchenList = z.infer<typeof KitchenListSchema>;

/**
 * Confirmed sign-ups expected, arrived (ever checked in) and on site now (arrived and not
 * left): the count first aid and the fire marshal ask for.
 */
export const HeadcountSchema = z.object({
  expected: z.number().int(),
  arrived: z.number().int(),
  on_site: z.number().int(),
});
export type Headcount = z.infer<typeof HeadcountSchema>;

/** First aid: every attendee's emergency contact and allergies, and how many are on site. */
export const FirstAidListSchema = z.object({
  headcount: HeadcountSchema,
  rows: z.array(
    ListPersonSchema.extend({
      allergies: z.string(),
      emergency_contact: EmergencyContactSchema.nullable(),
      /** A minor's guardians with their phones. */
      guardians: z.array(GuardianContactSchema),
    }),
  ),
});
export type FirstAidList = z.infer<typeof FirstAidListSchema>;

/** The roster: member, character, role, payment, photo consent and arrival. */
export const RosterListSchema = z.object({
  rows: z.array(
    ListPersonSchema.extend({
      payment_status: PaymentStatusSchema,
      amount_due: z.number().int(),
      amount_owed: z.number().int(),
      photo_consent: z.boolean(),
      checked_in_at: z.string().nullable(),
      checked_out_at: z.string().nullable(),
    }),
  ),
});
export type RosterList = z.infer<typeof RosterListSchema>;

/**
 * GET /events/{id}/lists (staff) → all three lists. `character_ids` are the confirmed
 * players' characters: the sheets "print the players' sheets" prints. `personal_data_erased`
 * is true once the retention sweep has erased diets, allergies and contacts.
 */
export const EventListsSchema = z.object({
  event_id: z.number().int(),
  kitchen: KitchenListSchema,
  first_aid: FirstAidListSchema,
  roster: RosterListSchema,
  player_character_ids: z.array(z.number().int()),
  personal_data_erased: z.boolean(),
});
export type EventLists = z.infer<typeof EventListsSchema>;

/**
 * GET /events/{id}/lists/{kind}.csv (staff): `text/csv; charset=utf-8`, UTF-8 with a BOM,
 * `;` between fields (the list separator a Danish Excel expects), RFC 4180 quoting, and
 * cells that a spreadsheet would read as a formula (= + - @) prefixed with '.
 */
export const EventListFileParamsSchema = z.object({
  id: PathIdSchema,
  file: z.enum(['kitchen.csv', 'first-aid.csv', 'roster.csv']),
});

/**
 * POST /events/{id}/settle (staff) → the settled event and how many XP rows it wrote.
 * Before the event has started: 409 events.notStarted.
 */
export const SettleResponseSchema = z.object({
  event: EventSchema,
  awarded: z.number().int(),
});
export type SettleResponse = z.infer<typeof SettleResponseSchema>;

/** GET /calendar and POST /calendar/token → the member's private feed address. */
export const CalendarUrlSchema = z.object({ url: z.string() });
export type CalendarUrl = z.infer<typeof CalendarUrlSchema>;

export const CalendarFeedParamsSchema = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{16,64}\.ics$/),
});
