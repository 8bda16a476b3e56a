import { useQuery } from '@tanstack/react-query';
import type { EventMessagesResponse } from '@club/shared/contract/events';
import { apiQuery } from '../../../api/api-query';
import * as apiPaths from '../../../config/api-paths';

/** GET events/{id}/messages (staff): what was written to the participants, newest first. */
export function eventMessagesQuery(eventId: number) {
  return apiQuery<EventMessagesResponse>(apiPaths.events.messages(eventId));
}

export function useEventMessages(eventId: number) {
  return useQuery(eventMessagesQuery(eventId));
}
