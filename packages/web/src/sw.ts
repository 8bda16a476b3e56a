/// <reference lib="webworker" />
// The service worker: the app's files for offline start-up, every route answered by
// index.html, and the API answers the client marked for offline reading (see
// lib/offline-cache.ts). It lives at `{base}sw.js`, so its scope is the base path and
// every URL here is relative to it: one build serves any BASE_PATH.
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, PrecacheController, PrecacheRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { NetworkFirst } from 'workbox-strategies';
import type { WorkboxPlugin } from 'workbox-core/types';
import { API_ROOT } from './config/api-paths/session';
import {
  OFFLINE_CACHE_HEADER,
  OFFLINE_CACHE_NAME,
  OFFLINE_SERVED_HEADER,
  OFFLINE_STORED_AT_HEADER,
} from './lib/offline-cache';
import { precacheInParallel } from './service-worker/precache-in-parallel';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: (string | { url: string; revision: string | null })[];
};

// A new version takes over at once; the page tells the member (app/service-worker.ts).
void self.skipWaiting();
clientsClaim();

// The app's files: fetched a few at a time as the worker installs (precache-in-parallel.ts),
// answered from the cache afterwards, and files of older versions dropped on activation.
const precache = new PrecacheController();
precache.addToCacheList(self.__WB_MANIFEST);
self.addEventListener('install', (event) => event.waitUntil(precacheInParallel(precache)));
self.addEventListener('activate', (event) => event.waitUntil(precache.activate(event)));
registerRoute(new PrecacheRoute(precache));
cleanupOutdatedCaches();

const scope = new URL(self.registration.scope).pathname;
const apiPrefix = `${scope}${API_ROOT}`;
const uploadsPrefix = `${scope}uploads/`;

registerRoute(
  new NavigationRoute(precache.createHandlerBoundToURL('index.html'), {
    denylist: [
      new RegExp(`^${escapeRegExp(apiPrefix)}`),
      new RegExp(`^${escapeRegExp(uploadsPrefix)}`),
    ],
  }),
);

/** Stamps what is stored with its time, and marks what is served from the store. */
const stampPlugin: WorkboxPlugin = {
  cacheWillUpdate: async ({ response }) => {
    if (response.status !== 200) return null;
    const headers = new Headers(response.headers);
    headers.set(OFFLINE_STORED_AT_HEADER, String(Date.now()));
    return new Response(await response.blob(), {
      status: response.status,
      statusText: response.statusText,
      headers,
    });
  },
  cachedResponseWillBeUsed: async ({ cachedResponse }) => {
    if (!cachedResponse) return null;
    const headers = new Headers(cachedResponse.headers);
    headers.set(OFFLINE_SERVED_HEADER, '1');
    return new Response(await cachedResponse.blob(), {
      status: cachedResponse.status,
      statusText: cachedResponse.statusText,
      headers,
    });
  },
};

// Only GETs the client marked: rules data and the member's own characters. With one bar
// of signal, the kept answer is shown after a few seconds rather than a spinner forever.
registerRoute(
  ({ request, url }) =>
    request.method === 'GET' &&
    url.pathname.startsWith(apiPrefix) &&
    request.headers.get(OFFLINE_CACHE_HEADER) === 'keep',
  new NetworkFirst({
    cacheName: OFFLINE_CACHE_NAME,
    networkTimeoutSeconds: 6,
    matchOptions: { ignoreVary: true },
    plugins: [stampPlugin],
  }),
);

// Avatars: answered from the store when the page put them there (the member's own), never
// stored on the way through, since staff also look at other members' pictures.
registerRoute(
  ({ request, url }) => request.method === 'GET' && url.pathname.startsWith(uploadsPrefix),
  new NetworkFirst({
    cacheName: OFFLINE_CACHE_NAME,
    plugins: [{ cacheWillUpdate: async () => null }],
  }),
);

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
