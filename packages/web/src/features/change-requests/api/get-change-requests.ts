import { useQuery } from '@tanstack/react-query';
import type {
  ChangeRequestStatus,
  ChangeRequestsResponse,
} from '@club/shared/contract/change-requests';
import { apiRequest } from '../../../api/client';

export const changeRequestKeys = {
  all: ['change-requests'] as const,
  list: (status: ChangeRequestStatus | 'all') => [...changeRequestKeys.all, status] as const,
};

/** GET change-requests?status=…: staff; open ones by default. */
export function getChangeRequests(
  status: ChangeRequestStatus | 'all',
): Promise<ChangeRequestsResponse> {
  return apiRequest<ChangeRequestsResponse>(`change-requests?status=${status}`);
}

export function useChangeRequests(status: ChangeRequestStatus | 'all') {
  return useQuery({
    queryKey: changeRequestKeys.list(status),
    queryFn: () => getChangeRequests(status),
  });
}
