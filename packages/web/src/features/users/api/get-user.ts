import { useQuery } from '@tanstack/react-query';
import type { UserDetail } from '@club/shared/contract/users';
import { apiRequest } from '../../../api/client';
import { userKeys } from './query-keys';

export function getUser(id: number): Promise<UserDetail> {
  return apiRequest<UserDetail>(`users/${id}`);
}

/** One user with their characters. */
export function useUser(id: number | null) {
  return useQuery({
    queryKey: userKeys.detail(id ?? 0),
    queryFn: () => getUser(id ?? 0),
    enabled: id !== null,
  });
}
