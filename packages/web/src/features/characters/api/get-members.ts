import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { UsersResponse } from '@club/shared/contract/users';
import { apiRequest } from '../../../api/client';

/** Staff: members whose name or email matches `q`, to choose whose characters to print. */
export function getMembers(q: string): Promise<UsersResponse> {
  const query = q.trim() ? `?q=${encodeURIComponent(q.trim())}` : '';
  return apiRequest<UsersResponse>(`users${query}`, { quiet: true });
}

export function useMembers(q: string) {
  return useQuery({
    queryKey: ['users', 'list', q.trim()],
    queryFn: () => getMembers(q),
    placeholderData: keepPreviousData,
  });
}
