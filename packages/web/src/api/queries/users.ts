import type { QueryClient } from '@tanstack/react-query';
import type { UserDetail, UsersResponse } from '@club/shared/contract/users';
import * as apiPaths from '../../config/api-paths';
import { apiKey, apiQuery, QUIET } from '../api-query';

/** Staff: members whose name or email matches `q` (everyone for an empty search). */
export function usersQuery(q: string) {
  return { ...apiQuery<UsersResponse>(apiPaths.users.list(q)), meta: QUIET };
}

/** Staff: one member with their characters (the users' screens, the gate's walk-ins). */
export function userQuery(id: number) {
  return apiQuery<UserDetail>(apiPaths.users.detail(id));
}

/** After a write about members or their characters: every read of the user lists and users. */
export function refreshUsers(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: apiKey(apiPaths.users.list()) });
}
