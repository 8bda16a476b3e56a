/// <reference lib="webworker" />
import type { PrecacheController } from 'workbox-precaching';

/**
 * How many of the app's files are fetched at once as the worker installs: as many as a
 * browser opens to one server, so the install takes a few round trips per six files
 * rather than one per file.
 */
export const PRECACHE_CONCURRENCY = 6;

/** Workbox marks an entry whose name carries no hash with its revision in the cache key. */
const REVISION_PARAM = '__WB_REVISION__';

/**
 * Stores every file of the precache list that the cache does not already hold, a few at
 * a time. Workbox's own install fetches them one after another: some two hundred round
 * trips, which on a phone with one bar of signal at the gate kept the app from working
 * offline for a minute or more after the first visit. A file already held under its cache
 * key is the same file (the key carries its hash or revision), so an update fetches only
 * what changed. Any failed file fails the install, as Workbox's does: the previous worker
 * (or none) stays in charge and the browser tries again on the next visit.
 */
export async function precacheInParallel(
  controller: PrecacheController,
  concurrency: number = PRECACHE_CONCURRENCY,
): Promise<void> {
  const cache = await caches.open(controller.strategy.cacheName);
  const entries = [...controller.getURLsToCacheKeys()];
  let next = 0;
  const fetchInTurn = async () => {
    while (next < entries.length) {
      const [url, cacheKey] = entries[next]!;
      next += 1;
      if (await cache.match(cacheKey)) continue;
      const revisioned = new URL(cacheKey).searchParams.has(REVISION_PARAM);
      const response = await fetch(
        new Request(url, {
          // A file without a hash in its name may sit stale in the HTTP cache.
          cache: revisioned ? 'reload' : 'default',
          credentials: 'same-origin',
          integrity: controller.getIntegrityForCacheKey(cacheKey),
        }),
      );
      if (!response.ok) throw new Error(`Precaching ${url} failed with ${response.status}`);
      // A redirected answer cannot answer a navigation: stored as a plain copy.
      const stored = response.redirected
        ? new Response(await response.blob(), {
            status: response.status,
            statusText: response.statusText,
            headers: response.headers,
          })
        : response;
      await cache.put(cacheKey, stored);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, entries.length) }, fetchInTurn));
}
