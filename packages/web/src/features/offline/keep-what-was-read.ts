import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { keepsOffline } from '../../lib/offline-cache';
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
 * On the first visit the service worker is installed while the screen already reads:
 * those answers went past it and were never kept. Once it controls the page, every read
 * the page made that may be kept offline is made again through it, so what the member
 * (or the gate's staff) opened during that visit is there without signal, after a reload
 * and after the browser was closed. A page the worker controlled from the start has
 * nothing to catch up.
 */
export async function keepWhatWasRead(queryClient: QueryClient): Promise<void> {
  if (controlledAtLoad) return;
  await serviceWorkerControlling();
  await offlineCacheSettled();
  await queryClient
    .refetchQueries({
      predicate: (query) => {
        const path = pathOfKey(query.queryKey);
        return path !== null && keepsOffline(path);
      },
    })
    .catch(() => undefined);
}
