import { describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { screenSettled } from './use-offline-prefetch';

describe('filling the offline store waits for the screen', () => {
  it('until none of its reads is in flight', async () => {
    const client = new QueryClient();
    let answer: (value: string) => void = () => undefined;
    const read = client.fetchQuery({
      queryKey: ['events', 3, 'signups'],
      queryFn: () => new Promise<string>((resolve) => (answer = resolve)),
    });
    let settled = false;
    const waiting = screenSettled(client).then(() => (settled = true));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(settled).toBe(false);

    answer('the list');
    await read;
    await waiting;
    expect(settled).toBe(true);
  });

  it('not at all when nothing is read', async () => {
    await expect(screenSettled(new QueryClient())).resolves.toBeUndefined();
  });
});
