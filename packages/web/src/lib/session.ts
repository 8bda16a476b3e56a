import { useSyncExternalStore } from 'react';
import { STORAGE_KEYS } from '@club/shared/constants';
import type { User } from '@club/shared/contract/auth';
import { clearLocalDrafts } from './local-drafts';
import { stopActing } from './acting-as-state';
import { claimOfflineCache, clearOfflineCache } from './offline-cache';
import { isTokenUsable, readStoredLogin, tokenExpiry } from './stored-login';

export { isTokenUsable, tokenExpiry };

/** Auth state of SPEC.md section 3: token, user, initialized. Kept in local storage. */
export interface Session {
  token: string | null;
  user: User | null;
  initialized: boolean;
}

let state: Session = readStored();
const listeners = new Set<() => void>();

function readStored(): Session {
  return { ...readStoredLogin(), initialized: false };
}

function emit(next: Session): void {
  state = next;
  for (const listener of listeners) listener();
}

export function getSession(): Session {
  return state;
}

/**
 * Why the last session ended, when not by logging out: the server ended it, or the member
 * deleted the account. The login screen says so.
 */
export type SessionEndReason = 'expired' | 'deleted';
let endReason: SessionEndReason | null = null;

export function sessionEndReason(): SessionEndReason | null {
  return endReason;
}

export function setSession(token: string, user: User): void {
  endReason = null;
  // A new login starts as the one who logged in, never as someone of a household.
  stopActing();
  localStorage.setItem(STORAGE_KEYS.token, token);
  localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(user));
  offlineCacheReady = claimOfflineCache(user.id);
  clearLocalDrafts(user.id);
  emit({ token, user, initialized: true });
}

/**
 * Stores a new token for the calls that confirm it (the auth check after a login) without
 * telling the app anyone is logged in: the guards move on only once setSession runs.
 */
export function stageToken(token: string): void {
  localStorage.setItem(STORAGE_KEYS.token, token);
}

let offlineCacheReady: Promise<void> = Promise.resolve();

/** Settles once the offline cache belongs to the signed-in user (or has been emptied). */
export function offlineCacheSettled(): Promise<void> {
  return offlineCacheReady;
}

export function setSessionUser(user: User): void {
  localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(user));
  offlineCacheReady = claimOfflineCache(user.id);
  emit({ ...state, user, initialized: true });
}

export function clearSession(reason: SessionEndReason | null = null): void {
  endReason = reason;
  stopActing();
  localStorage.removeItem(STORAGE_KEYS.token);
  localStorage.removeItem(STORAGE_KEYS.user);
  // What was kept for reading offline belonged to this session; the next user gets none of it.
  offlineCacheReady = clearOfflineCache();
  // A session that ran out keeps the member's unsent text for when they log in again.
  if (reason !== 'expired') clearLocalDrafts();
  emit({ token: null, user: null, initialized: true });
}

export function markInitialized(): void {
  if (!state.initialized) emit({ ...state, initialized: true });
}

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSession(): Session {
  return useSyncExternalStore(subscribeSession, getSession, getSession);
}
