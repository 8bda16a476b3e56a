import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Event, EventUpdate } from '@club/shared/contract/events';
import { apiRequest } from '../../../api/client';
import * as apiPaths from '../../../config/api-paths';
import { eventQuery } from './get-event';
import { eventsQuery } from './get-events';

/** PUT events/{id} (partial): the board edits, publishes or cancels an event. */
export function updateEvent(id: number, body: EventUpdate): Promise<Event> {
  return apiRequest<Event>(apiPaths.events.detail(id), { method: 'PUT', body });
}

export function useUpdateEvent(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: EventUpdate) => updateEvent(id, body),
    onSuccess: (event) => {
      queryClient.setQueryData(eventQuery(id).queryKey, event);
      // A raised capacity confirms waitlisted sign-ups: the staff table follows.
      return queryClient.invalidateQueries({ queryKey: eventsQuery.queryKey });
    },
  });
}
