import { useQuery } from '@tanstack/react-query';
import type { Envelope } from '@club/shared/contract/inventory';
import { apiQuery } from '../../../api/api-query';
import * as apiPaths from '../../../config/api-paths';

/** GET events/{id}/envelope (staff): the event's envelope rules and hand-back limits. */
export function envelopeQuery(eventId: number) {
  return apiQuery<Envelope>(apiPaths.envelopes.rules(eventId));
}

export function useEnvelope(eventId: number) {
  return useQuery(envelopeQuery(eventId));
}
