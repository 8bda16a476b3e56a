import type { Event } from '@club/shared/contract/events';
import { paymentState } from '@club/shared/rules/payments';
import type { Attendee } from './attendees';
import type { QueuedCheckIn, QueuedWalkIn } from './check-in-queue';

/** What the gate knows of the event a walk-in is for: its prices per role, and status. */
export type WalkInEvent = Pick<Event, 'price' | 'status'>;

/**
 * Walk-ins still on the phone, as rows of the gate's list (decision 032): confirmed and
 * arrived at the tap's time, so they count on site at once, and marked as waiting. Their
 * id is the queue entry's, negated: no sign-up has it, and no tap can be made on them until
 * the server has made the sign-up. A refused one is not in the list but in the queue's
 * refusals, where it is resolved. With the event at hand, a row owes the role's price less
 * what was paid at the gate, as the server will set it; without it, only what was paid.
 */
export function queuedWalkInAttendees(
  queue: readonly QueuedCheckIn[],
  event: WalkInEvent | null = null,
): Attendee[] {
  return queue
    .filter((entry): entry is QueuedWalkIn => entry.kind === 'walk-in' && entry.failed === null)
    .map((entry) => toAttendee(entry, event));
}

function toAttendee(entry: QueuedWalkIn, event: WalkInEvent | null): Attendee {
  const { body } = entry;
  const paid = body.payment?.amount ?? 0;
  const payment = event
    ? paymentState({
        amount_due: event.price[body.role],
        received: paid,
        refunded: 0,
        status: 'confirmed',
        event_status: event.status,
      })
    : // The price unknown: the row shows what was paid, never a debt.
      ({
        payment_status: paid > 0 ? 'paid' : 'unpaid',
        paid_amount: paid,
        amount_owed: 0,
        refund_due: 0,
      } as const);
  return {
    id: -entry.id,
    event_id: entry.eventId,
    status: 'confirmed',
    waitlist_position: null,
    role: body.role,
    character_id: body.character_id ?? null,
    character_name: null,
    amount_due: event ? event.price[body.role] : 0,
    ...payment,
    payment_note: null,
    payment_reference: '',
    ticket_code: '',
    diet: '',
    allergies: '',
    emergency_contact: null,
    photo_consent: true,
    note: '',
    minor: false,
    participation_consent: 'not_needed',
    awaiting_consent: false,
    checked_in_at: body.checked_in_at,
    checked_out_at: null,
    created_at: entry.at,
    user_id: body.user_id ?? null,
    user_name: entry.name,
    guest: body.guest !== null && body.guest !== undefined,
    guest_phone: body.guest?.phone ?? null,
    character_needs_review: false,
    message_waiting: false,
    guardians: [],
    waiting: 1,
    queuedWalkIn: true,
  };
}
