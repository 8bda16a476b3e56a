import { useQuery } from '@tanstack/react-query';
import type { EventEnvelopesResponse } from '@club/shared/contract/inventory';
import { apiQuery } from '../../../api/api-query';
import * as apiPaths from '../../../config/api-paths';

/**
 * GET events/{id}/envelopes (staff): each confirmed player's envelope, handed out or to
 * come, with the documents for its slip. Kept for the gate without signal.
 */
export function eventEnvelopesQuery(eventId: number) {
  return apiQuery<EventEnvelopesResponse>(apiPaths.envelopes.ofEvent(eventId));
}

export function useEventEnvelopes(eventId: number | null) {
  return useQuery({ ...eventEnvelopesQuery(eventId ?? 0), enabled: eventId !== null });
}
