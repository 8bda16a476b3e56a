import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Event, EventCreate } from '@club/shared/contract/events';
import { apiRequest } from '../../../api/client';
import { eventKeys } from './query-keys';

/** POST events: the board plans an event. */
export function createEvent(body: EventCreate): Promise<Event> {
  return apiRequest<Event>('events', { method: 'POST', body });
}

export function useCreateEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createEvent,
    onSuccess: (event) => {
      queryClient.setQueryData(eventKeys.detail(event.id), event);
      return queryClient.invalidateQueries({ queryKey: eventKeys.list() });
    },
  });
}
