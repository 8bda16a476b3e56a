import { createElement, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { keepCodeForOffline } from '../../lib/code-kept-for-offline';
import { screenSettled, useOfflinePrefetch } from './use-offline-prefetch';

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

describe('once the first screen has settled', () => {
  it('fetches the code a member may need without signal (the menu, the dialogs)', async () => {
    const fetchMenu = vi.fn();
    keepCodeForOffline(fetchMenu);
    const client = new QueryClient();
    const wrapper = ({ children }: { children: ReactNode }) =>
      createElement(QueryClientProvider, { client }, children);
    const { unmount } = renderHook(() => useOfflinePrefetch(7), { wrapper });
    expect(fetchMenu).not.toHaveBeenCalled();
    await waitFor(() => expect(fetchMenu).toHaveBeenCalledTimes(1));
    unmount();
  });
});
