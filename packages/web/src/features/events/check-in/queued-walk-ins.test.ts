import { describe, expect, it } from 'vitest';
import type { QueuedWalkIn } from './check-in-queue';
import { queuedWalkInAttendees } from './queued-walk-ins';

const at = '2026-06-12T14:02:00.000Z';

function walkIn(id: number, role: 'player' | 'crew', paid: number | null): QueuedWalkIn {
  return {
    id,
    kind: 'walk-in',
    userId: 9,
    eventId: 3,
    name: `Gæst ${id}`,
    at,
    failed: null,
    body: {
      guest: { name: `Gæst ${id}`, phone: '20 30 40 50' },
      role,
      character_id: null,
      payment: paid === null ? null : { amount: paid, note: '' },
      over_capacity: false,
      client_id: `00000000-0000-4000-8000-00000000000${id}`,
      checked_in_at: at,
    },
  };
}

const event = { price: { player: 350, crew: 150 }, status: 'published' as const };

describe('a walk-in still on the phone, as a row of the gate', () => {
  it('owes its role’s price less what was paid at the gate, as the server will set it', () => {
    const [unpaid, partly, paid] = queuedWalkInAttendees(
      [walkIn(1, 'crew', null), walkIn(2, 'crew', 100), walkIn(3, 'crew', 150)],
      event,
    );
    expect(unpaid).toMatchObject({ amount_due: 150, amount_owed: 150, payment_status: 'unpaid' });
    expect(partly).toMatchObject({ amount_owed: 50, paid_amount: 100, payment_status: 'partial' });
    expect(paid).toMatchObject({ amount_owed: 0, paid_amount: 150, payment_status: 'paid' });
    expect(paid).toMatchObject({ id: -3, queuedWalkIn: true, checked_in_at: at, guest: true });
  });

  it('shows only what was paid when the event is not at hand', () => {
    const [row] = queuedWalkInAttendees([walkIn(4, 'player', 200)]);
    expect(row).toMatchObject({
      amount_due: 0,
      amount_owed: 0,
      paid_amount: 200,
      payment_status: 'paid',
    });
  });

  it('leaves out a walk-in the server refused (it is among the refusals)', () => {
    const refused = {
      ...walkIn(5, 'crew', null),
      failed: { status: 409, code: 'x', message: 'x' },
    };
    expect(queuedWalkInAttendees([refused], event)).toEqual([]);
  });
});
