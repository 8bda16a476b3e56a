import { useQuery } from '@tanstack/react-query';
import type { Envelope } from '@club/shared/contract/inventory';
import { apiRequest } from '../../../api/client';
import { inventoryKeys } from './query-keys';

/** GET events/{id}/envelope (staff): the event's envelope rules and hand-back limits. */
export function getEnvelope(eventId: number): Promise<Envelope> {
  return apiRequest<Envelope>(`events/${eventId}/envelope`);
}

export function useEnvelope(eventId: number) {
  return useQuery({
    queryKey: inventoryKeys.envelope(eventId),
    queryFn: () => getEnvelope(eventId),
  });
}
