import { useQuery } from '@tanstack/react-query';
import type { StaffSignupsResponse } from '@club/shared/contract/events';
import { apiQuery, QUIET } from '../../../api/api-query';
import * as apiPaths from '../../../config/api-paths';

/** GET events/{id}/signups: staff's list of every sign-up, confirmed first. */
export function signupsQuery(eventId: number) {
  return apiQuery<StaffSignupsResponse>(apiPaths.events.signups(eventId));
}

/** `refreshEvery` (ms): read again that often, as the gate does to keep its list fresh. */
export function useSignups(eventId: number, enabled: boolean, refreshEvery?: number) {
  return useQuery({
    ...signupsQuery(eventId),
    enabled,
    ...(refreshEvery ? { refetchInterval: refreshEvery, meta: QUIET } : {}),
  });
}
