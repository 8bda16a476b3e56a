import { useQuery } from '@tanstack/react-query';
import type { UserDetail } from '@club/shared/contract/users';
import { apiQuery } from '../../../api/api-query';
import * as apiPaths from '../../../config/api-paths';

/** One user with their characters. */
export function userQuery(id: number) {
  return apiQuery<UserDetail>(apiPaths.users.detail(id));
}

export function useUser(id: number | null) {
  return useQuery({ ...userQuery(id ?? 0), enabled: id !== null });
}
