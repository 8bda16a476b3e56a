import { useQuery } from '@tanstack/react-query';
import type { Event } from '@club/shared/contract/events';
import { apiRequest } from '../../../api/client';
import { inventoryKeys } from './query-keys';

/** GET events/{id}: the event whose envelopes are printed (its title on every slip). */
export function getEvent(id: number): Promise<Event> {
  return apiRequest<Event>(`events/${id}`);
}

export function useSlipEvent(id: number | null) {
  return useQuery({
    queryKey: [...inventoryKeys.all, 'event', id ?? 0],
    queryFn: () => getEvent(id ?? 0),
    enabled: id !== null,
  });
}
