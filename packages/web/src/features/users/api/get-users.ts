import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { UsersResponse } from '@club/shared/contract/users';
import { apiRequest } from '../../../api/client';
import { userKeys } from './query-keys';

export function getUsers(q: string): Promise<UsersResponse> {
  const query = q.trim() ? `?q=${encodeURIComponent(q.trim())}` : '';
  return apiRequest<UsersResponse>(`users${query}`, { quiet: true });
}

/** Users whose name or email matches `q` (all users for an empty search). */
export function useUsers(q: string) {
  return useQuery({
    queryKey: userKeys.list(q.trim()),
    queryFn: () => getUsers(q),
    placeholderData: keepPreviousData,
  });
}
