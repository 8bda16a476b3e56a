import type {
  Event,
  EventTotals,
  GuardianContact,
  Signup,
  SignupRole,
  SignupStatus,
  StaffSignup,
} from '@club/shared/contract/events';
import { isSignupOpen } from '@club/shared/rules/events';
import { isMinorAt } from '@club/shared/rules/household';
import { dueNow, paymentState } from '@club/shared/rules/payments';
import type { EventRow } from '../../db/schema';
import type { PaymentRow, SignupCountRow } from './events.repository';
import type { SignupRecord, StaffSignupRecord } from './signups.repository';
import { paymentReference } from './payment-reference';

/** A sign-up's emergency contact: a name and a phone, or none (erased, or never given). */
export function emergencyContact(row: {
  emergency_name: string | null;
  emergency_phone: string | null;
}): { name: string; phone: string } | null {
  return row.emergency_name !== null && row.emergency_phone !== null
    ? { name: row.emergency_name, phone: row.emergency_phone }
    : null;
}

export function toSignup(row: SignupRecord): Signup {
  const payment = paymentState(row);
  const minor = isMinorAt(row.birth_date, row.event_starts_at);
  const consent = minor
    ? ((row.participation_decision ?? 'missing') as Signup['participation_consent'])
    : 'not_needed';
  return {
    id: row.id,
    event_id: row.event_id,
    status: row.status as SignupStatus,
    waitlist_position: row.status === 'waitlisted' ? row.queue_place : null,
    role: row.role as SignupRole,
    character_id: row.character_id,
    character_name: row.character_name,
    payment_status: payment.payment_status,
    amount_due: row.amount_due,
    paid_amount: payment.paid_amount,
    amount_owed: payment.amount_owed,
    refund_due: payment.refund_due,
    payment_note: row.payment_note,
    // A family paid as one pays with its first sign-up's reference.
    payment_reference: paymentReference(row.event_id, row.family_of ?? row.id),
    ticket_code: row.ticket_code,
    diet: row.diet,
    allergies: row.allergies,
    emergency_contact: emergencyContact(row),
    photo_consent: row.photo_consent === 1,
    note: row.note,
    minor,
    participation_consent: consent,
    awaiting_consent: minor && consent !== 'given' && row.status !== 'withdrawn',
    checked_in_at: row.checked_in_at,
    checked_out_at: row.checked_out_at,
    created_at: row.created_at,
  };
}

export function toStaffSignup(
  row: StaffSignupRecord,
  needsReview: boolean,
  guardians: readonly GuardianContact[] = [],
): StaffSignup {
  const signup = toSignup(row);
  return {
    ...signup,
    user_id: row.user_id,
    user_name: row.user_name,
    guest: row.user_id === null,
    guest_phone: row.guest_phone,
    character_needs_review: needsReview,
    message_waiting: row.message_waiting === 1,
    guardians: signup.minor ? [...guardians] : [],
  };
}

export interface EventCounts {
  player: number;
  crew: number;
  waitlist: number;
}

export function countsByEvent(rows: readonly SignupCountRow[]): Map<number, EventCounts> {
  const counts = new Map<number, EventCounts>();
  for (const row of rows) {
    const entry = counts.get(row.event_id) ?? { player: 0, crew: 0, waitlist: 0 };
    const n = Number(row.count);
    if (row.status === 'withdrawn') continue;
    if (row.status === 'waitlisted') entry.waitlist += n;
    else if (row.role === 'player') entry.player += n;
    else if (row.role === 'crew') entry.crew += n;
    counts.set(row.event_id, entry);
  }
  return counts;
}

export const noTotals = (): EventTotals => ({
  expected: 0,
  paid: 0,
  outstanding: 0,
  refunds_due: 0,
});

/**
 * Staff's totals, each sign-up's state derived as the sign-up itself shows it: expected is
 * what the confirmed are to pay, paid the money held for them, outstanding what they still
 * owe (a partial payment's missing part included), refunds_due what is to go back to
 * anyone (overpaid, withdrawn, or of a cancelled event).
 */
export function totalsByEvent(rows: readonly PaymentRow[]): Map<number, EventTotals> {
  const totals = new Map<number, EventTotals>();
  for (const row of rows) {
    const entry = totals.get(row.event_id) ?? noTotals();
    const state = paymentState(row);
    if (row.status === 'confirmed') {
      entry.expected += dueNow(row);
      entry.paid += state.paid_amount;
      entry.outstanding += state.amount_owed;
    }
    entry.refunds_due += state.refund_due;
    totals.set(row.event_id, entry);
  }
  return totals;
}

export function toEvent(
  row: EventRow,
  extra: {
    counts: EventCounts | undefined;
    mySignup: SignupRecord | undefined;
    /** Null for members (they see no totals); undefined for staff when nobody signed up. */
    totals: EventTotals | undefined | null;
    now: Date;
  },
): Event {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    location: row.location,
    starts_at: row.starts_at,
    ends_at: row.ends_at,
    signup_opens_at: row.signup_opens_at,
    signup_closes_at: row.signup_closes_at,
    status: row.status as Event['status'],
    capacity: { player: row.capacity_player, crew: row.capacity_crew },
    price: { player: row.price_player, crew: row.price_crew },
    xp: { player: row.xp_player, crew: row.xp_crew, report: row.xp_report },
    counts: extra.counts ?? { player: 0, crew: 0, waitlist: 0 },
    signup_open: isSignupOpen(row, extra.now),
    my_signup: extra.mySignup ? toSignup(extra.mySignup) : null,
    min_age: row.min_age,
    guardian_required: row.guardian_required === 1,
    totals: extra.totals === null ? null : (extra.totals ?? noTotals()),
    settled_at: row.settled_at,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}
