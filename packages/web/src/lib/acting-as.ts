import { useSyncExternalStore } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
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

/**
 * Switches who the app acts as (a person of the household, or back to oneself with null):
 * the app goes to the dashboard, and every read is asked again as the new person.
 */
export function useSwitchPerson(): (person: ActingAs | null) => void {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return (person) => {
    if (person) startActing(person);
    else stopActing();
    // Away from the page first: its reads belonged to the one acted as before, and asked
    // again as the new person (someone else's sign-up, thread) they would be refused.
    void Promise.resolve(navigate(paths.dashboard)).then(() => queryClient.resetQueries());
  };
}
