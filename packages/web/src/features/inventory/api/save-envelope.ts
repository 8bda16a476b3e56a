import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Envelope, EnvelopeInput } from '@club/shared/contract/inventory';
import { apiRequest } from '../../../api/client';
import { inventoryKeys } from './query-keys';

/** PUT events/{id}/envelope (staff): replaces the rules and hand-back limits. */
export function saveEnvelope(eventId: number, body: EnvelopeInput): Promise<Envelope> {
  return apiRequest<Envelope>(`events/${eventId}/envelope`, { method: 'PUT', body });
}

export function useSaveEnvelope(eventId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: EnvelopeInput) => saveEnvelope(eventId, body),
    onSuccess: (saved) => {
      queryClient.setQueryData(inventoryKeys.envelope(eventId), saved);
      return queryClient.invalidateQueries({ queryKey: inventoryKeys.envelopes(eventId) });
    },
  });
}
