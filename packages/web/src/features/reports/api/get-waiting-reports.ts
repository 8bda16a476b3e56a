import { useQuery } from '@tanstack/react-query';
import type { ReportsResponse } from '@club/shared/contract/reports';
import { apiRequest } from '../../../api/client';
import { reportKeys } from './query-keys';

/** GET reports (staff): every event's submitted reports, oldest first. */
export function getWaitingReports(): Promise<ReportsResponse> {
  return apiRequest<ReportsResponse>('reports?status=submitted');
}

export function useWaitingReports() {
  return useQuery({ queryKey: reportKeys.waiting(), queryFn: getWaitingReports });
}
