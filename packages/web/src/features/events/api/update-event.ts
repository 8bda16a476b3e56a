import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Event, EventUpdate } from '@club/shared/contract/events';
import { apiRequest } from '../../../api/client';
import { eventKeys } from './query-keys';

/** PUT events/{id} (partial): the board edits, publishes or cancels an event. */
export function updateEvent(id: number, body: EventUpdate): Promise<Event> {
  return apiRequest<Event>(`events/${id}`, { method: 'PUT', body });
}

export function useUpdateEvent(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: EventUpdate) => updateEvent(id, body),
    onSuccess: (event) => {
      queryClient.setQueryData(eventKeys.detail(id), event);
      // A raised capacity confirms waitlisted sign-ups: the staff table follows.
      return queryClient.invalidateQueries({ queryKey: eventKeys.all });
    },
  });
}
