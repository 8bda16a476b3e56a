import { useQuery } from '@tanstack/react-query';
import type { EventsResponse } from '@club/shared/contract/events';
import { apiQuery } from '../../../api/api-query';
import * as apiPaths from '../../../config/api-paths';

/** GET events: the season as the caller may see it (drafts only for the board). */
export const eventsQuery = apiQuery<EventsResponse>(apiPaths.events.list);

export function useEvents() {
  return useQuery(eventsQuery);
}
