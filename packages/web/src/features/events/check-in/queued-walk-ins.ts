import type { Attendee } from './attendees';
import type { QueuedCheckIn, QueuedWalkIn } from './check-in-queue';

/**
 * Walk-ins still on the phone, as rows of the gate's list (decision 032): confirmed and
 * arrived at the tap's time, so they count on site at once, and marked as waiting. Their
 * id is the queue entry's, negated: no sign-up has it, and no tap can be made on them until
 * the server has made the sign-up. A refused one is not in the list but in the queue's
 * refusals, where it is resolved.
 */
export function queuedWalkInAttendees(queue: readonly QueuedCheckIn[]): Attendee[] {
  return queue
    .filter((entry): entry is QueuedWalkIn => entry.kind === 'walk-in' && entry.failed === null)
    .map(toAttendee);
}

function toAttendee(entry: QueuedWalkIn): Attendee {
  const { body } = entry;
  const paid = body.payment?.amount ?? 0;
  return {
    id: -entry.id,
    event_id: entry.eventId,
    status: 'confirmed',
    waitlist_position: null,
    role: body.role,
    character_id: body.character_id ?? null,
    character_name: null,
    // The price is the server's to set: the row shows what was paid, never a debt.
    payment_status: paid > 0 ? 'paid' : 'unpaid',
    amount_due: 0,
    paid_amount: paid,
    amount_owed: 0,
    refund_due: 0,
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
