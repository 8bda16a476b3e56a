import { useQuery } from '@tanstack/react-query';
import type { TicketResponse } from '@club/shared/contract/events';
import { apiQuery } from '../../../api/api-query';
import * as apiPaths from '../../../config/api-paths';

/** GET events/{id}/tickets/{code}: staff look up the sign-up a scanned ticket names. */
export function ticketQuery(eventId: number, code: string) {
  return apiQuery<TicketResponse>(apiPaths.events.ticket(eventId, code));
}

export function useTicket(eventId: number, code: string, enabled: boolean) {
  return useQuery({
    ...ticketQuery(eventId, code),
    enabled,
    // A 403 or 404 will not change by asking again; no signal is answered from the list.
    retry: false,
  });
}
