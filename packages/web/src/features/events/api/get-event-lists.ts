import { useQuery } from '@tanstack/react-query';
import type { EventLists } from '@club/shared/contract/events';
import { apiRequest } from '../../../api/client';
import { eventKeys } from './query-keys';

/** GET events/{id}/lists: staff's kitchen, first aid and roster lists. */
export function getEventLists(eventId: number): Promise<EventLists> {
  return apiRequest<EventLists>(`events/${eventId}/lists`);
}

export function useEventLists(eventId: number | null) {
  return useQuery({
    queryKey: eventKeys.lists(eventId ?? 0),
    queryFn: () => getEventLists(eventId!),
    enabled: eventId !== null,
  });
}
