import { useQuery } from '@tanstack/react-query';
import type { ReportsResponse } from '@club/shared/contract/reports';
import { apiQuery } from '../../../api/api-query';
import * as apiPaths from '../../../config/api-paths';

/** GET events/{id}/reports: the member's own report, or to staff all of the event's. */
export function eventReportsQuery(eventId: number) {
  return apiQuery<ReportsResponse>(apiPaths.events.reports(eventId));
}

export function useEventReports(eventId: number) {
  return useQuery(eventReportsQuery(eventId));
}
