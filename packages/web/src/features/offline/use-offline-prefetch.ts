import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { keepWhatWasRead } from './keep-what-was-read';
import { prefetchForOffline, prefetchNewlyReadable } from './prefetch-for-offline';

const PREFETCH_DELAY_MS = 1500;
/** Several writes in a row (a sheet saved, then the active character changed) fetch once. */
const AFTER_WRITE_DELAY_MS = 1000;

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
    // After the screen has what it needs: the store fills in the background.
    const timer = window.setTimeout(() => void prefetchForOffline(), PREFETCH_DELAY_MS);
    const again = () => void prefetchForOffline();
    window.addEventListener('online', again);
    let afterWrite: number | undefined;
    const stopWatching = queryClient.getMutationCache().subscribe((event) => {
      if (event.type !== 'updated' || event.mutation.state.status !== 'success') return;
      window.clearTimeout(afterWrite);
      afterWrite = window.setTimeout(() => void prefetchNewlyReadable(), AFTER_WRITE_DELAY_MS);
    });
    return () => {
      window.clearTimeout(timer);
      window.clearTimeout(afterWrite);
      window.removeEventListener('online', again);
      stopWatching();
    };
  }, [userId, queryClient]);
}
