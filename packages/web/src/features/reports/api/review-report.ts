import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReportResponse, ReportReview } from '@club/shared/contract/reports';
import { apiRequest } from '../../../api/client';
import { staffWorkQuery } from '../../../api/queries/staff-work';
import * as apiPaths from '../../../config/api-paths';
import { eventReportsQuery } from './get-event-reports';
import { waitingReportsQuery } from './get-waiting-reports';

/** POST events/{id}/reports/{reportId}/review (staff): approve (awarding XP) or return. */
export function reviewReport(
  eventId: number,
  reportId: number,
  body: ReportReview,
): Promise<ReportResponse> {
  return apiRequest<ReportResponse>(apiPaths.events.reviewReport(eventId, reportId), {
    method: 'POST',
    body,
  });
}

export function useReviewReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      eventId,
      reportId,
      ...body
    }: ReportReview & { eventId: number; reportId: number }) =>
      reviewReport(eventId, reportId, body),
    onSuccess: (_answer, { eventId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: waitingReportsQuery.queryKey }),
        queryClient.invalidateQueries({ queryKey: eventReportsQuery(eventId).queryKey }),
        queryClient.invalidateQueries({ queryKey: staffWorkQuery.queryKey }),
      ]),
  });
}
