import { useQuery } from '@tanstack/react-query';
import type { EventConsents } from '@club/shared/contract/household';
import { apiQuery } from '../../../api/api-query';
import * as apiPaths from '../../../config/api-paths';

/** GET events/{id}/consents: participation and photo consent for the event. */
export const consentsQuery = (eventId: number) =>
  apiQuery<EventConsents>(apiPaths.events.consents(eventId));

export function useConsents(eventId: number) {
  return useQuery(consentsQuery(eventId));
}
