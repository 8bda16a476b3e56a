import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Event, EventCreate } from '@club/shared/contract/events';
import { apiRequest } from '../../../api/client';
import * as apiPaths from '../../../config/api-paths';
import { eventQuery } from './get-event';
import { eventsQuery } from './get-events';

/** POST events: the board plans an event. */
export function createEvent(body: EventCreate): Promise<Event> {
  return apiRequest<Event>(apiPaths.events.list, { method: 'POST', body });
}

export function useCreateEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createEvent,
    onSuccess: (event) => {
      queryClient.setQueryData(eventQuery(event.id).queryKey, event);
      return queryClient.invalidateQueries({ queryKey: eventsQuery.queryKey, exact: true });
    },
  });
}
