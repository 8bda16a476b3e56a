import { useQuery } from '@tanstack/react-query';
import type { StaffSignupsResponse } from '@club/shared/contract/events';
import { apiRequest } from '../../../api/client';
import { eventKeys } from './query-keys';

/** GET events/{id}/signups: staff's list of every sign-up, confirmed first. */
export function getSignups(eventId: number): Promise<StaffSignupsResponse> {
  return apiRequest<StaffSignupsResponse>(`events/${eventId}/signups`);
}

export function useSignups(eventId: number, enabled: boolean) {
  return useQuery({
    queryKey: eventKeys.signups(eventId),
    queryFn: () => getSignups(eventId),
    enabled,
  });
}
