import { useQuery } from '@tanstack/react-query';
import type { TicketResponse } from '@club/shared/contract/events';
import { apiRequest } from '../../../api/client';
import { eventKeys } from './query-keys';

/** GET events/{id}/tickets/{code}: staff look up the sign-up a scanned ticket names. */
export function getTicket(eventId: number, code: string): Promise<TicketResponse> {
  return apiRequest<TicketResponse>(`events/${eventId}/tickets/${encodeURIComponent(code)}`);
}

export function useTicket(eventId: number, code: string, enabled: boolean) {
  return useQuery({
    queryKey: eventKeys.ticket(eventId, code),
    queryFn: () => getTicket(eventId, code),
    enabled,
    // A 403 or 404 will not change by asking again; no signal is answered from the list.
    retry: false,
  });
}
