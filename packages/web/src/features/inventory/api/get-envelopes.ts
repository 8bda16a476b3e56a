import { useQuery } from '@tanstack/react-query';
import type { EventEnvelopesResponse } from '@club/shared/contract/inventory';
import { apiRequest } from '../../../api/client';
import { inventoryKeys } from './query-keys';

/**
 * GET events/{id}/envelopes (staff): each confirmed player's envelope, handed out or to
 * come, with the documents for its slip. Kept for the gate without signal.
 */
export function getEnvelopes(eventId: number): Promise<EventEnvelopesResponse> {
  return apiRequest<EventEnvelopesResponse>(`events/${eventId}/envelopes`);
}

export function useEventEnvelopes(eventId: number | null) {
  return useQuery({
    queryKey: inventoryKeys.envelopes(eventId ?? 0),
    queryFn: () => getEnvelopes(eventId ?? 0),
    enabled: eventId !== null,
  });
}
