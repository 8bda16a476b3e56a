import { useQuery } from '@tanstack/react-query';
import type { Event } from '@club/shared/contract/events';
import { apiRequest } from '../../../api/client';
import { eventKeys } from './query-keys';

/** GET events/{id}: one event with the caller's sign-up (and the totals for staff). */
export function getEvent(id: number): Promise<Event> {
  return apiRequest<Event>(`events/${id}`);
}

export function useEvent(id: number | null) {
  return useQuery({
    queryKey: eventKeys.detail(id ?? 0),
    queryFn: () => getEvent(id ?? 0),
    enabled: id !== null,
  });
}
