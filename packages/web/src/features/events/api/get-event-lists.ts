import { useQuery } from '@tanstack/react-query';
import type { EventLists } from '@club/shared/contract/events';
import { apiQuery } from '../../../api/api-query';
import * as apiPaths from '../../../config/api-paths';

/** GET events/{id}/lists: staff's kitchen, first aid and roster lists. */
export function eventListsQuery(eventId: number) {
  return apiQuery<EventLists>(apiPaths.events.lists(eventId));
}

export function useEventLists(eventId: number | null) {
  return useQuery({ ...eventListsQuery(eventId ?? 0), enabled: eventId !== null });
}
