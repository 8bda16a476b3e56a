import { useQuery } from '@tanstack/react-query';
import type { Event } from '@club/shared/contract/events';
import { apiQuery } from '../../../api/api-query';
import * as apiPaths from '../../../config/api-paths';

/** GET events/{id}: the event whose envelopes are printed (its title on every slip). */
export function slipEventQuery(eventId: number) {
  return apiQuery<Event>(apiPaths.events.detail(eventId));
}

export function useSlipEvent(eventId: number | null) {
  return useQuery({ ...slipEventQuery(eventId ?? 0), enabled: eventId !== null });
}
