import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  clearCheckIns,
  enqueueCheckIn,
  flushCheckIns,
  pendingCount,
  queuedCheckIns,
  removeCheckIn,
  retryWalkIn,
  subscribeToQueue,
  type NewCheckIn,
  type QueuedCheckIn,
  type SendOutcome,
} from './check-in-queue';

const STAFF = 7;
const OTHER_STAFF = 8;

const arrival = (signupId: number, at: string, userId = STAFF): NewCheckIn => ({
  userId,
  eventId: 1,
  signupId,
  name: `Member ${signupId}`,
  kind: 'in',
  body: { checked_in_at: at },
  at,
});

describe('the check-in queue', () => {
  beforeEach(async () => {
    await clearCheckIns(STAFF);
    await clearCheckIns(OTHER_STAFF);
  });

  it('keeps taps in the order they were made, per staff member', async () => {
    await enqueueCheckIn(arrival(3, '2026-05-01T08:00:00.000Z'));
    await enqueueCheckIn(arrival(1, '2026-05-01T08:01:00.000Z'));
    await enqueueCheckIn(arrival(2, '2026-05-01T08:02:00.000Z', OTHER_STAFF));

    expect(
      (await queuedCheckIns(STAFF)).map((entry) => 'signupId' in entry && entry.signupId),
    ).toEqual([3, 1]);
    expect(await pendingCount(STAFF)).toBe(2);
    expect(await pendingCount(OTHER_STAFF)).toBe(1);
  });

  it('sends the tap time and forgets what the server took', async () => {
    await enqueueCheckIn(arrival(1, '2026-05-01T08:00:00.000Z'));
    await enqueueCheckIn(arrival(2, '2026-05-01T08:05:00.000Z'));
    const sent: QueuedCheckIn[] = [];

    const left = await flushCheckIns(STAFF, async (entry) => {
      sent.push(entry);
      return { kind: 'sent' };
    });

    expect(left).toBe(0);
    expect(sent.map((entry) => entry.body)).toEqual([
      { checked_in_at: '2026-05-01T08:00:00.000Z' },
      { checked_in_at: '2026-05-01T08:05:00.000Z' },
    ]);
    expect(await queuedCheckIns(STAFF)).toEqual([]);
  });

  it('stops at the first entry that does not reach the server and keeps the rest', async () => {
    await enqueueCheckIn(arrival(1, '2026-05-01T08:00:00.000Z'));
    await enqueueCheckIn(arrival(2, '2026-05-01T08:05:00.000Z'));
    const send = vi.fn(async (): Promise<SendOutcome> => ({ kind: 'unreachable' }));

    expect(await flushCheckIns(STAFF, send)).toBe(2);
    expect(send).toHaveBeenCalledTimes(1);
    expect(await pendingCount(STAFF)).toBe(2);
  });

  it('keeps a refused entry with its reason until it is dismissed', async () => {
    await enqueueCheckIn(arrival(1, '2026-05-01T08:00:00.000Z'));
    await enqueueCheckIn(arrival(2, '2026-05-01T08:05:00.000Z'));

    const left = await flushCheckIns(STAFF, async (entry) =>
      'signupId' in entry && entry.signupId === 1
        ? { kind: 'refused', status: 404, code: 'errors.notFound', message: 'Not found' }
        : { kind: 'sent' },
    );

    expect(left).toBe(0);
    const [refused, ...rest] = await queuedCheckIns(STAFF);
    expect(rest).toEqual([]);
    expect(refused).toMatchObject({
      signupId: 1,
      name: 'Member 1',
      failed: { status: 404, code: 'errors.notFound' },
    });
    // A refused entry is not sent again.
    const again = vi.fn(async (): Promise<SendOutcome> => ({ kind: 'sent' }));
    await flushCheckIns(STAFF, again);
    expect(again).not.toHaveBeenCalled();

    await removeCheckIn(refused?.id ?? 0);
    expect(await queuedCheckIns(STAFF)).toEqual([]);
  });

  it('sends each entry once when two flushes start together', async () => {
    await enqueueCheckIn(arrival(1, '2026-05-01T08:00:00.000Z'));
    const send = vi.fn(async (): Promise<SendOutcome> => ({ kind: 'sent' }));

    await Promise.all([flushCheckIns(STAFF, send), flushCheckIns(STAFF, send)]);

    expect(send).toHaveBeenCalledTimes(1);
  });

  it('tells listeners when the queue changes', async () => {
    const listener = vi.fn();
    const stop = subscribeToQueue(listener);
    await enqueueCheckIn(arrival(1, '2026-05-01T08:00:00.000Z'));
    stop();
    await enqueueCheckIn(arrival(2, '2026-05-01T08:00:00.000Z'));
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('empties only the queue of the staff member who logs out', async () => {
    await enqueueCheckIn(arrival(1, '2026-05-01T08:00:00.000Z'));
    await enqueueCheckIn(arrival(2, '2026-05-01T08:00:00.000Z', OTHER_STAFF));
    await clearCheckIns(STAFF);
    expect(await pendingCount(STAFF)).toBe(0);
    expect(await pendingCount(OTHER_STAFF)).toBe(1);
  });

  it('keeps a walk-in among the taps, sends it in its turn, and sends a refused one again as changed', async () => {
    const guest: NewCheckIn = {
      userId: STAFF,
      eventId: 1,
      name: 'Ida Gæst',
      kind: 'walk-in',
      at: '2026-05-01T08:01:00.000Z',
      body: {
        guest: { name: 'Ida Gæst', phone: '20304050' },
        role: 'crew',
        over_capacity: false,
        client_id: '0b7e4a51-8d2c-4f5e-9a3b-1c2d3e4f5a6b',
        checked_in_at: '2026-05-01T08:01:00.000Z',
      },
    };
    await enqueueCheckIn(arrival(1, '2026-05-01T08:00:00.000Z'));
    await enqueueCheckIn(guest);
    await enqueueCheckIn(arrival(2, '2026-05-01T08:02:00.000Z'));

    const sent: string[] = [];
    const left = await flushCheckIns(STAFF, async (entry) => {
      sent.push(entry.kind);
      return entry.kind === 'walk-in' && !entry.body.over_capacity
        ? { kind: 'refused', status: 409, code: 'events.overCapacity', message: 'Full' }
        : { kind: 'sent' };
    });
    expect(sent).toEqual(['in', 'walk-in', 'in']);
    expect(left).toBe(0);
    const [refused] = await queuedCheckIns(STAFF);
    expect(refused).toMatchObject({ kind: 'walk-in', failed: { code: 'events.overCapacity' } });
    if (refused?.kind !== 'walk-in') throw new Error('the walk-in was not kept');

    await retryWalkIn(refused, { over_capacity: true });
    expect(await pendingCount(STAFF)).toBe(1);
    const bodies: unknown[] = [];
    await flushCheckIns(STAFF, async (entry) => {
      bodies.push(entry.body);
      return { kind: 'sent' };
    });
    // The same key and time go again: the server makes one sign-up of it, at the tap.
    expect(bodies).toEqual([{ ...guest.body, over_capacity: true }]);
    expect(await queuedCheckIns(STAFF)).toEqual([]);
  });
});
