import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReportResponse, ReportReview } from '@club/shared/contract/reports';
import { apiRequest } from '../../../api/client';
import { reportKeys } from './query-keys';

/** POST events/{id}/reports/{reportId}/review (staff): approve (awarding XP) or return. */
export function reviewReport(
  eventId: number,
  reportId: number,
  body: ReportReview,
): Promise<ReportResponse> {
  return apiRequest<ReportResponse>(`events/${eventId}/reports/${reportId}/review`, {
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
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: reportKeys.all }),
        queryClient.invalidateQueries({ queryKey: ['staff-work'] }),
      ]),
  });
}
