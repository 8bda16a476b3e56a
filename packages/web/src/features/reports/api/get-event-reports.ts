import { useQuery } from '@tanstack/react-query';
import type { ReportsResponse } from '@club/shared/contract/reports';
import { apiRequest } from '../../../api/client';
import { reportKeys } from './query-keys';

/** GET events/{id}/reports: the member's own report, or to staff all of the event's. */
export function getEventReports(eventId: number): Promise<ReportsResponse> {
  return apiRequest<ReportsResponse>(`events/${eventId}/reports`);
}

export function useEventReports(eventId: number) {
  return useQuery({
    queryKey: reportKeys.event(eventId),
    queryFn: () => getEventReports(eventId),
  });
}
