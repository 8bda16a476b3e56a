import { useQuery } from '@tanstack/react-query';
import type { Event } from '@club/shared/contract/events';
import { apiQuery } from '../../../api/api-query';
import * as apiPaths from '../../../config/api-paths';

/** GET events/{id}: one event with the caller's sign-up (and the totals for staff). */
export function eventQuery(id: number) {
  return apiQuery<Event>(apiPaths.events.detail(id));
}

export function useEvent(id: number | null) {
  return useQuery({ ...eventQuery(id ?? 0), enabled: id !== null });
}
