import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReportResponse, ReportWrite } from '@club/shared/contract/reports';
import { apiRequest } from '../../../api/client';
import * as apiPaths from '../../../config/api-paths';
import { eventReportsQuery } from './get-event-reports';

/**
 * POST events/{id}/reports (the first time) or PUT events/{id}/reports/{reportId} (while
 * submitted or returned): the member's report of the event.
 */
export function writeReport(
  eventId: number,
  reportId: number | null,
  body: ReportWrite,
): Promise<ReportResponse> {
  return reportId === null
    ? apiRequest<ReportResponse>(apiPaths.events.reports(eventId), { method: 'POST', body })
    : apiRequest<ReportResponse>(apiPaths.events.report(eventId, reportId), {
        method: 'PUT',
        body,
      });
}

export function useWriteReport(eventId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ reportId, ...body }: ReportWrite & { reportId: number | null }) =>
      writeReport(eventId, reportId, body),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: eventReportsQuery(eventId).queryKey }),
  });
}
