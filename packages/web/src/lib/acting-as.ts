import { useEffect, useSyncExternalStore } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '../config/paths';
import {
  getActingAs,
  startActing,
  stopActing,
  subscribeActingAs,
  type ActingAs,
} from './acting-as-state';

export { getActingAs, startActing, stopActing, type ActingAs };

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
