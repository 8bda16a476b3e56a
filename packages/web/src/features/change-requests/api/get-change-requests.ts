import { useQuery } from '@tanstack/react-query';
import type {
  ChangeRequestStatus,
  ChangeRequestsResponse,
} from '@club/shared/contract/change-requests';
import { apiQuery } from '../../../api/api-query';
import * as apiPaths from '../../../config/api-paths';

/** GET change-requests?status=…: staff; open ones by default. */
export function changeRequestsQuery(status: ChangeRequestStatus | 'all') {
  return apiQuery<ChangeRequestsResponse>(apiPaths.changeRequests.list(status));
}

export function useChangeRequests(status: ChangeRequestStatus | 'all') {
  return useQuery(changeRequestsQuery(status));
}
