import { useEffect, useState } from 'react';
import { keptOfflineAt } from './offline-cache';

const lookAgain = new Set<() => void>();

/** The offline store has taken in answers the screens read before: they look again. */
export function noteKeptOffline(): void {
  for (const look of lookAgain) look();
}

/** Calls `look` whenever the store took in what was read before; returns the stop. */
export function whenKeptOffline(look: () => void): () => void {
  lookAgain.add(look);
  return () => lookAgain.delete(look);
}

/** How often, and how many times, to look again for an answer the worker is still storing. */
const LOOK_AGAIN_MS = 500;
const LOOKS = 10;

/**
 * When the offline store last kept the answer to `path` (ms since epoch), looked up again
 * after every answer the screen gets (`answeredAt`) and when the store took in what was
 * read before the service worker controlled the page; null while it holds none. The service
 * worker stores an answer just after handing it on, so a store older than the answer is
 * looked at again a few times.
 */
export function useKeptOfflineAt(path: string | null, answeredAt: number): number | null {
  const [keptAt, setKeptAt] = useState<number | null>(null);
  useEffect(() => {
    if (path === null) return;
    let live = true;
    let looks = 0;
    let timer: number | undefined;
    const look = () =>
      void keptOfflineAt(path).then(
        (at) => {
          if (!live) return;
          setKeptAt(at);
          looks += 1;
          if ((at === null || at < answeredAt - 10_000) && looks < LOOKS) {
            timer = window.setTimeout(look, LOOK_AGAIN_MS);
          }
        },
        () => undefined,
      );
    look();
    const again = () => {
      window.clearTimeout(timer);
      looks = 0;
      look();
    };
    const stop = whenKeptOffline(again);
    return () => {
      live = false;
      window.clearTimeout(timer);
      stop();
    };
  }, [path, answeredAt]);
  return keptAt;
}
