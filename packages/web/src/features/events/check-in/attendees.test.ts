import { describe, expect, it } from 'vitest';
import { staffSignup } from '../testing/fixtures';
import { applyQueued, arrivalCounts, attendeesOf, findAttendees } from './attendees';
import type { QueuedTap } from './check-in-queue';

let nextId = 1;
function tap(signupId: number, body: QueuedTap['body'], failed = false): QueuedTap {
  const at = body.checked_in_at ?? body.checked_out_at ?? '2099-03-13T09:00:00.000Z';
  return {
    id: nextId++,
    userId: 1,
    eventId: 3,
    signupId,
    name: 'x',
    kind: body.checked_in_at !== undefined ? 'in' : 'out',
    body,
    at,
    failed: failed ? { status: 404, code: null, message: 'gone' } : null,
  };
}

describe("the gate's attendees", () => {
  it('shows a queued arrival at once, keeping an earlier one the server already has', () => {
    const fresh = applyQueued(staffSignup({ id: 1 }), [
      tap(1, { checked_in_at: '2099-03-13T09:00:00.000Z' }),
    ]);
    expect(fresh).toMatchObject({ checked_in_at: '2099-03-13T09:00:00.000Z', waiting: 1 });

    const earlier = applyQueued(staffSignup({ id: 1, checked_in_at: '2099-03-13T08:00:00.000Z' }), [
      tap(1, { checked_in_at: '2099-03-13T09:00:00.000Z' }),
    ]);
    expect(earlier.checked_in_at).toBe('2099-03-13T08:00:00.000Z');
  });

  it('lays a departure and a return over the arrival in the order they were tapped', () => {
    const signup = staffSignup({ id: 1, checked_in_at: '2099-03-13T08:00:00.000Z' });
    const left = applyQueued(signup, [tap(1, { checked_out_at: '2099-03-13T12:00:00.000Z' })]);
    expect(left.checked_out_at).toBe('2099-03-13T12:00:00.000Z');
    const back = applyQueued(signup, [
      tap(1, { checked_out_at: '2099-03-13T12:00:00.000Z' }),
      tap(1, { checked_in_at: '2099-03-13T13:00:00.000Z', checked_out_at: null }),
    ]);
    expect(back).toMatchObject({
      checked_in_at: '2099-03-13T08:00:00.000Z',
      checked_out_at: null,
      waiting: 2,
    });
  });

  it('lists only confirmed sign-ups, ignores refused taps, and keeps untouched rows the same object', () => {
    const signups = [
      staffSignup({ id: 1 }),
      staffSignup({ id: 2 }),
      staffSignup({ id: 3, status: 'waitlisted' }),
    ];
    const before = attendeesOf(signups, []);
    const after = attendeesOf(signups, [
      tap(2, { checked_in_at: '2099-03-13T09:00:00.000Z' }),
      tap(1, { checked_in_at: '2099-03-13T09:00:00.000Z' }, true),
    ]);
    expect(after.map((a) => a.id)).toEqual([1, 2]);
    expect(after[0]).toBe(before[0]);
    expect(after[1]?.checked_in_at).not.toBeNull();
    expect(arrivalCounts(after)).toEqual({ arrived: 1, count: 2, onSite: 1 });
  });

  it('finds by member or character name, without minding case or Danish letters', () => {
    const attendees = attendeesOf(
      [
        staffSignup({ id: 1, user_name: 'Åse Holm', character_name: 'Bjørn Bredøkse' }),
        staffSignup({
          id: 2,
          user_name: 'Karl Berg',
          character_name: 'Ulla Urtekone',
          role: 'crew',
        }),
        staffSignup({
          id: 3,
          user_name: 'Mia Lund',
          character_name: null,
          payment_status: 'paid',
          paid_amount: 350,
          amount_owed: 0,
          checked_in_at: '2099-03-13T09:00:00.000Z',
        }),
      ],
      [],
    );
    const ids = (filter: Parameters<typeof findAttendees>[1], search = '') =>
      findAttendees(attendees, filter, search).map((a) => a.id);
    expect(ids('all', 'ase')).toEqual([1]);
    expect(ids('all', 'BJORN')).toEqual([1]);
    expect(ids('all', 'ulla karl')).toEqual([2]);
    // Alphabetical the Danish way: Å comes last.
    expect(ids('all')).toEqual([2, 3, 1]);
    expect(ids('notArrived')).toEqual([2, 1]);
    expect(ids('arrived')).toEqual([3]);
    expect(ids('unpaid')).toEqual([2, 1]);
    expect(ids('crew')).toEqual([2]);
  });

  it('counts as on site those who arrived and have not left, a queued departure too', () => {
    const attendees = attendeesOf(
      [
        staffSignup({ id: 1, checked_in_at: '2099-03-13T08:00:00.000Z' }),
        staffSignup({ id: 2, checked_in_at: '2099-03-13T08:00:00.000Z' }),
        staffSignup({
          id: 3,
          checked_in_at: '2099-03-13T08:00:00.000Z',
          checked_out_at: '2099-03-13T10:00:00.000Z',
        }),
        staffSignup({ id: 4 }),
      ],
      [tap(2, { checked_out_at: '2099-03-13T12:00:00.000Z' })],
    );
    expect(arrivalCounts(attendees)).toEqual({ arrived: 3, count: 4, onSite: 1 });
  });

  it('counts a partial payment as unpaid at the gate', () => {
    const attendees = attendeesOf(
      [
        staffSignup({ id: 1, payment_status: 'partial', paid_amount: 200, amount_owed: 150 }),
        staffSignup({ id: 2, payment_status: 'paid', paid_amount: 350, amount_owed: 0 }),
      ],
      [],
    );
    expect(findAttendees(attendees, 'unpaid', '').map((a) => a.id)).toEqual([1]);
  });
});
