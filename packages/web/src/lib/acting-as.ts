import { useEffect, useSyncExternalStore } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '../config/paths';

/**
 * The person of the household the logged-in guardian acts as, if any: every API call then
 * carries `X-Act-As` (api/request-headers.ts) and the frame says so on every page. Kept in
 * local storage so a reload goes on acting; a new login or a logout ends it.
 */
export interface ActingAs {
  id: number;
  name: string;
}

const KEY = 'club.acting-as';
const listeners = new Set<() => void>();

function readStored(): ActingAs | null {
  try {
    const raw = localStorage.getItem(KEY);
    if (!raw) return null;
    const value = JSON.parse(raw) as Partial<ActingAs>;
    return typeof value.id === 'number' && typeof value.name === 'string'
      ? { id: value.id, name: value.name }
      : null;
  } catch {
    return null;
  }
}

let state: ActingAs | null = readStored();

function emit(next: ActingAs | null): void {
  state = next;
  for (const listener of listeners) listener();
}

export function getActingAs(): ActingAs | null {
  return state;
}

export function startActing(person: ActingAs): void {
  localStorage.setItem(KEY, JSON.stringify({ id: person.id, name: person.name }));
  emit({ id: person.id, name: person.name });
}

export function stopActing(): void {
  localStorage.removeItem(KEY);
  if (state !== null) emit(null);
}

export function subscribeActingAs(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useActingAs(): ActingAs | null {
  return useSyncExternalStore(subscribeActingAs, getActingAs, getActingAs);
}

/** A switch asked for on another page, applied once the dashboard has replaced it. */
let pending: { person: ActingAs | null } | null = null;

function apply(person: ActingAs | null, queryClient: QueryClient): void {
  if (person) startActing(person);
  else stopActing();
  void queryClient.resetQueries();
}

/**
 * Switches who the app acts as (a person of the household, or back to oneself with null)
 * on the dashboard. The page left behind is gone first: its reads (a sign-up, its thread)
 * belong to the one acted as so far, and asked as the new person they would be refused.
 */
export function useSwitchPerson(): (person: ActingAs | null) => void {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return (person) => {
    if (pathname === paths.dashboard) {
      apply(person, queryClient);
      return;
    }
    pending = { person };
    void navigate(paths.dashboard);
  };
}

/** In the frame: applies a switch once the dashboard is on screen (the old page unmounted). */
export function useApplyPendingSwitch(): void {
  const queryClient = useQueryClient();
  const { pathname } = useLocation();
  useEffect(() => {
    if (!pending || pathname !== paths.dashboard) return;
    const { person } = pending;
    pending = null;
    apply(person, queryClient);
  }, [pathname, queryClient]);
}
