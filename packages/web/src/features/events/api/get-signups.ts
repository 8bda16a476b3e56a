import { useQuery } from '@tanstack/react-query';
import type { StaffSignupsResponse } from '@club/shared/contract/events';
import { apiQuery } from '../../../api/api-query';
import * as apiPaths from '../../../config/api-paths';

/** GET events/{id}/signups: staff's list of every sign-up, confirmed first. */
export function signupsQuery(eventId: number) {
  return apiQuery<StaffSignupsResponse>(apiPaths.events.signups(eventId));
}

export function useSignups(eventId: number, enabled: boolean) {
  return useQuery({ ...signupsQuery(eventId), enabled });
}
