import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Envelope, EnvelopeInput } from '@club/shared/contract/inventory';
import { apiRequest } from '../../../api/client';
import * as apiPaths from '../../../config/api-paths';
import { envelopeQuery } from './get-envelope';
import { eventEnvelopesQuery } from './get-envelopes';

/** PUT events/{id}/envelope (staff): replaces the rules and hand-back limits. */
export function saveEnvelope(eventId: number, body: EnvelopeInput): Promise<Envelope> {
  return apiRequest<Envelope>(apiPaths.envelopes.rules(eventId), { method: 'PUT', body });
}

export function useSaveEnvelope(eventId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: EnvelopeInput) => saveEnvelope(eventId, body),
    onSuccess: (saved) => {
      queryClient.setQueryData(envelopeQuery(eventId).queryKey, saved);
      return queryClient.invalidateQueries({ queryKey: eventEnvelopesQuery(eventId).queryKey });
    },
  });
}
