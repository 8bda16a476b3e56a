import { useQuery } from '@tanstack/react-query';
import type { ReportsResponse } from '@club/shared/contract/reports';
import { apiQuery } from '../../../api/api-query';
import * as apiPaths from '../../../config/api-paths';

/** GET reports (staff): every event's submitted reports, oldest first. */
export const waitingReportsQuery = apiQuery<ReportsResponse>(apiPaths.waiting.reports);

export function useWaitingReports() {
  return useQuery(waitingReportsQuery);
}
