import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EventMessage, EventMessageCreate } from '@club/shared/contract/events';
import { apiRequest } from '../../../api/client';
import * as apiPaths from '../../../config/api-paths';
import { eventMessagesQuery } from './get-event-messages';

/** POST events/{id}/messages (staff): a message to all, the players, crew or the unpaid. */
export function sendEventMessage(
  eventId: number,
  body: EventMessageCreate,
): Promise<{ message: EventMessage }> {
  return apiRequest<{ message: EventMessage }>(apiPaths.events.messages(eventId), {
    method: 'POST',
    body,
  });
}

export function useSendEventMessage(eventId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: EventMessageCreate) => sendEventMessage(eventId, body),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: eventMessagesQuery(eventId).queryKey }),
  });
}
