import { useQuery } from '@tanstack/react-query';
import type { EventsResponse } from '@club/shared/contract/events';
import { apiRequest } from '../../../api/client';
import { eventKeys } from './query-keys';

/** GET events: the season as the caller may see it (drafts only for the board). */
export function getEvents(): Promise<EventsResponse> {
  return apiRequest<EventsResponse>('events');
}

export function useEvents() {
  return useQuery({ queryKey: eventKeys.list(), queryFn: getEvents });
}
