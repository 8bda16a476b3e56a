import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  createResetRequestQueue,
  RESET_QUEUE_LIMIT,
  RESET_QUEUE_PERIOD_MS,
} from './reset-request-queue';

describe('the reset request queue', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('works on no request on its own time, only at the next tick of its clock', async () => {
    vi.useFakeTimers();
    const worked: string[] = [];
    const queue = createResetRequestQueue(async (email) => {
      worked.push(email);
    }, vi.fn());

    queue.add('known@example.com');
    // The turns after the answer: the response's last bytes, the next request.
    await vi.advanceTimersByTimeAsync(0);
    await Promise.resolve();
    expect(worked).toEqual([]);
    queue.add('unknown@example.com');
    await vi.advanceTimersByTimeAsync(RESET_QUEUE_PERIOD_MS - 1);
    expect(worked).toEqual([]);

    await vi.advanceTimersByTimeAsync(1);
    expect(worked).toEqual(['known@example.com', 'unknown@example.com']);
    await queue.close();
  });

  it('works on what is left when closed, and carries on past a request that fails', async () => {
    const onError = vi.fn();
    const worked: string[] = [];
    const queue = createResetRequestQueue(
      async (email) => {
        if (email === 'broken@example.com') throw new Error('the mail server is down');
        worked.push(email);
      },
      onError,
      60 * 60_000,
    );
    queue.add('broken@example.com');
    queue.add('next@example.com');
    expect(worked).toEqual([]);
    await queue.close();
    expect(worked).toEqual(['next@example.com']);
    expect(onError).toHaveBeenCalledOnce();
  });

  it('keeps memory bounded under a flood, whatever the addresses', async () => {
    let worked = 0;
    const queue = createResetRequestQueue(
      async () => {
        worked += 1;
      },
      vi.fn(),
      60 * 60_000,
    );
    for (let i = 0; i < RESET_QUEUE_LIMIT + 5; i += 1) queue.add(`flood-${i}@example.com`);
    await queue.close();
    expect(worked).toBe(RESET_QUEUE_LIMIT);
  });
});
