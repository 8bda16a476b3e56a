import { useQuery } from '@tanstack/react-query';
import type { EventThreadsResponse } from '@club/shared/contract/events';
import { apiQuery } from '../../../api/api-query';
import * as apiPaths from '../../../config/api-paths';

/** GET event-threads (staff): members' threads whose last message waits for an answer. */
export const eventThreadsQuery = apiQuery<EventThreadsResponse>(apiPaths.eventThreads);

export function useEventThreads() {
  return useQuery(eventThreadsQuery);
}
