import { useEffect } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { keepWhatWasRead } from './keep-what-was-read';
import { prefetchForOffline, prefetchNewlyReadable } from './prefetch-for-offline';

const PREFETCH_DELAY_MS = 1500;
/** Several writes in a row (a sheet saved, then the active character changed) fetch once. */
const AFTER_WRITE_DELAY_MS = 1000;

/** The longest the store waits for a moment the page has to spare. */
const IDLE_TIMEOUT_MS = 5000;

/**
 * Resolves once none of the screen's reads is in flight and the page has a moment to spare:
 * filling the store reads and parses dozens of answers on the page's thread, which on a
 * slow phone would land in the middle of the screen's first drawing (the gate's rows).
 */
export function screenSettled(queryClient: QueryClient): Promise<void> {
  return new Promise((resolve) => {
    const spare = () => {
      if (typeof window.requestIdleCallback !== 'function') return resolve();
      window.requestIdleCallback(() => resolve(), { timeout: IDLE_TIMEOUT_MS });
    };
    if (queryClient.isFetching() === 0) return spare();
    const stop = queryClient.getQueryCache().subscribe(() => {
      if (queryClient.isFetching() > 0) return;
      stop();
      spare();
    });
  });
}

/**
 * Fills the offline store once per signed-in user and visit, and again on reconnecting
 * (taking in, on a first visit, what was read before the service worker took over);
 * after every write that went through, it takes in what the active character can now read.
 */
export function useOfflinePrefetch(userId: number | undefined): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (userId === undefined) return;
    // What this visit read before the service worker took over goes into the store too.
    void keepWhatWasRead(queryClient);
    // After the screen has what it needs and has drawn it: the store fills in the background.
    let left = false;
    const timer = window.setTimeout(
      () => void screenSettled(queryClient).then(() => (left ? undefined : prefetchForOffline())),
      PREFETCH_DELAY_MS,
    );
    const again = () => void prefetchForOffline();
    window.addEventListener('online', again);
    let afterWrite: number | undefined;
    const stopWatching = queryClient.getMutationCache().subscribe((event) => {
      if (event.type !== 'updated' || event.mutation.state.status !== 'success') return;
      window.clearTimeout(afterWrite);
      afterWrite = window.setTimeout(() => void prefetchNewlyReadable(), AFTER_WRITE_DELAY_MS);
    });
    return () => {
      left = true;
      window.clearTimeout(timer);
      window.clearTimeout(afterWrite);
      window.removeEventListener('online', again);
      stopWatching();
    };
  }, [userId, queryClient]);
}
