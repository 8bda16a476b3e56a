import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { STORAGE_KEYS } from '@club/shared/constants';
import { apiUrl } from '../../api/api-url';
import { requestHeaders } from '../../api/request-headers';
import { noteKeptOffline } from '../../lib/kept-offline';
import { keepsOffline } from '../../lib/offline-cache';
import { fewAtATime } from './prefetch-for-offline';
import { controlledAtLoad, serviceWorkerControlling } from '../../lib/service-worker-ready';
import { offlineCacheSettled } from '../../lib/session';

/** The API path a read's cache key was made from (api/api-query.ts `apiKey`, reversed). */
export function pathOfKey(key: QueryKey): string | null {
  const parts = [...key];
  const last = parts[parts.length - 1];
  const search =
    typeof last === 'object' && last !== null && !Array.isArray(last)
      ? new URLSearchParams(last as Record<string, string>).toString()
      : null;
  if (search !== null) parts.pop();
  if (parts.length === 0 || !parts.every((part) => typeof part === 'string')) return null;
  return search ? `${parts.join('/')}?${search}` : parts.join('/');
}

/**
 * One read made again for the service worker to keep as it passes. The page has the same
 * answer already, so it is not read, parsed or handed to the screens: on a slow phone that
 * would re-render a screen still drawing its first rows (the gate's 300).
 */
async function readForTheWorker(path: string): Promise<void> {
  try {
    const response = await fetch(apiUrl(path), {
      headers: requestHeaders(path, 'GET', localStorage.getItem(STORAGE_KEYS.token)),
      credentials: 'include',
    });
    await response.arrayBuffer();
  } catch {
    // No signal: kept on the next visit, or when prefetching fills the store.
  }
}

/**
 * On the first visit the service worker is installed while the screen already reads:
 * those answers went past it and were never kept. Once it controls the page, every read
 * the page made that may be kept offline is made again through it, so what the member
 * (or the gate's staff) opened during that visit is there without signal, after a reload
 * and after the browser was closed; screens showing whether they are kept look again. A
 * page the worker controlled from the start has nothing to catch up.
 */
export async function keepWhatWasRead(queryClient: QueryClient): Promise<void> {
  if (controlledAtLoad) return;
  await serviceWorkerControlling();
  await offlineCacheSettled();
  const paths = queryClient
    .getQueryCache()
    .getAll()
    .filter((query) => query.state.status === 'success')
    .map((query) => pathOfKey(query.queryKey))
    .filter((path): path is string => path !== null && keepsOffline(path));
  await fewAtATime(paths, readForTheWorker);
  noteKeptOffline();
}
