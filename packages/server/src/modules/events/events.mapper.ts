import type {
  Event,
  EventTotals,
  PaymentStatus,
  Signup,
  SignupRole,
  SignupStatus,
  StaffSignup,
} from '@club/shared/contract/events';
import { isSignupOpen } from '@club/shared/rules/events';
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
  return {
    id: row.id,
    event_id: row.event_id,
    status: row.status as SignupStatus,
    waitlist_position: row.status === 'waitlisted' ? row.queue_place : null,
    role: row.role as SignupRole,
    character_id: row.character_id,
    character_name: row.character_name,
    payment_status: row.payment_status as PaymentStatus,
    amount_due: row.amount_due,
    paid_amount: row.paid_amount,
    payment_note: row.payment_note,
    payment_reference: paymentReference(row.event_id, row.id),
    ticket_code: row.ticket_code,
    diet: row.diet,
    allergies: row.allergies,
    emergency_contact: emergencyContact(row),
    photo_consent: row.photo_consent === 1,
    note: row.note,
    checked_in_at: row.checked_in_at,
    checked_out_at: row.checked_out_at,
    created_at: row.created_at,
  };
}

export function toStaffSignup(row: StaffSignupRecord, needsReview: boolean): StaffSignup {
  return {
    ...toSignup(row),
    user_id: row.user_id,
    user_name: row.user_name,
    character_needs_review: needsReview,
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
    if (row.status === 'waitlisted') entry.waitlist += n;
    else if (row.role === 'player') entry.player += n;
    else if (row.role === 'crew') entry.crew += n;
    counts.set(row.event_id, entry);
  }
  return counts;
}

/** What a paid sign-up counts as paid: the amount staff wrote, or else the amount due. */
function paidFor(row: PaymentRow): number {
  if (row.payment_status !== 'paid') return 0;
  return row.paid_amount ?? row.amount_due;
}

/**
 * Staff's totals: expected is what confirmed sign-ups owe (refunded ones left out), paid
 * what was received from them, outstanding what is still missing.
 */
export function totalsByEvent(rows: readonly PaymentRow[]): Map<number, EventTotals> {
  const totals = new Map<number, EventTotals>();
  for (const row of rows) {
    const entry = totals.get(row.event_id) ?? { expected: 0, paid: 0, outstanding: 0 };
    if (row.status === 'confirmed' && row.payment_status !== 'refunded') {
      const paid = paidFor(row);
      entry.expected += row.amount_due;
      entry.paid += paid;
      entry.outstanding += Math.max(0, row.amount_due - paid);
    }
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
    totals:
      extra.totals === null ? null : (extra.totals ?? { expected: 0, paid: 0, outstanding: 0 }),
    settled_at: row.settled_at,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}
