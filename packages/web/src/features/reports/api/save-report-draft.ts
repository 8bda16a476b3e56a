import type { ReportDraftResponse } from '@club/shared/contract/reports';
import { apiRequest } from '../../../api/client';
import * as apiPaths from '../../../config/api-paths';

/** PUT events/{id}/reports/draft: keeps what the member has written so far. */
export function saveReportDraft(eventId: number, text: string): Promise<ReportDraftResponse> {
  return apiRequest<ReportDraftResponse>(apiPaths.events.reportDraft(eventId), {
    method: 'PUT',
    body: { text },
    quiet: true,
  });
}

/** DELETE events/{id}/reports/draft: the member throws the draft away. */
export function discardReportDraft(eventId: number): Promise<void> {
  return apiRequest<void>(apiPaths.events.reportDraft(eventId), { method: 'DELETE' });
}
