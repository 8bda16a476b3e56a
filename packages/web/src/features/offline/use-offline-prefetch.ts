import { useEffect } from 'react';
import { prefetchForOffline } from './prefetch-for-offline';

const PREFETCH_DELAY_MS = 1500;

/** Fills the offline store once per signed-in user and visit, and again on reconnecting. */
export function useOfflinePrefetch(userId: number | undefined): void {
  useEffect(() => {
    if (userId === undefined) return;
    // After the screen has what it needs: the store fills in the background.
    const timer = window.setTimeout(() => void prefetchForOffline(), PREFETCH_DELAY_MS);
    const again = () => void prefetchForOffline();
    window.addEventListener('online', again);
    return () => {
      window.clearTimeout(timer);
      window.removeEventListener('online', again);
    };
  }, [userId]);
}
