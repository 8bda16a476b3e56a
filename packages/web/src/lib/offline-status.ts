import { useSyncExternalStore } from 'react';
import { OFFLINE_SERVED_HEADER, OFFLINE_STORED_AT_HEADER } from './offline-cache';

/**
 * Whether the screen shows data the service worker kept, and from when: the oldest
 * stored answer used since the network was last reached.
 */
export interface OfflineStatus {
  online: boolean;
  /** When the oldest answer shown from the cache was stored; null: all came fresh. */
  shownAsOf: number | null;
}

let status: OfflineStatus = {
  online: typeof navigator === 'undefined' ? true : navigator.onLine,
  shownAsOf: null,
};
const listeners = new Set<() => void>();

function emit(next: OfflineStatus): void {
  if (next.online === status.online && next.shownAsOf === status.shownAsOf) return;
  status = next;
  for (const listener of listeners) listener();
}

/** Reads the service worker's marks off an answer the API client received. */
export function noteAnswer(response: Response): void {
  if (response.headers.get(OFFLINE_SERVED_HEADER)) {
    const storedAt = Number(response.headers.get(OFFLINE_STORED_AT_HEADER));
    const at = Number.isFinite(storedAt) && storedAt > 0 ? storedAt : Date.now();
    emit({
      online: status.online,
      shownAsOf: status.shownAsOf === null ? at : Math.min(status.shownAsOf, at),
    });
  } else {
    emit({ online: true, shownAsOf: null });
  }
}

export function noteNetworkFailure(): void {
  emit({ ...status, online: false });
}

export function getOfflineStatus(): OfflineStatus {
  return status;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

if (typeof window !== 'undefined') {
  window.addEventListener('online', () => emit({ ...status, online: true }));
  window.addEventListener('offline', () => emit({ ...status, online: false }));
}

export function useOfflineStatus(): OfflineStatus {
  return useSyncExternalStore(subscribe, getOfflineStatus, getOfflineStatus);
}
