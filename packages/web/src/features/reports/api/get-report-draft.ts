import { useQuery } from '@tanstack/react-query';
import type { ReportDraftResponse } from '@club/shared/contract/reports';
import { apiQuery } from '../../../api/api-query';
import * as apiPaths from '../../../config/api-paths';

/** GET events/{id}/reports/draft: the member's report as far as it is written (or null). */
export function reportDraftQuery(eventId: number) {
  return apiQuery<ReportDraftResponse>(apiPaths.events.reportDraft(eventId));
}

export function useReportDraft(eventId: number) {
  return useQuery(reportDraftQuery(eventId));
}
