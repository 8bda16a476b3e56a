import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UserCreate, UserDetail } from '@club/shared/contract/users';
import { apiRequest } from '../../../api/client';
import { refreshUsers } from '../../../api/queries/users';
import * as apiPaths from '../../../config/api-paths';
import { userQuery } from '../../../api/queries/users';

export function createUser(body: UserCreate): Promise<UserDetail> {
  return apiRequest<UserDetail>(apiPaths.users.list(), { method: 'POST', body });
}

/** A new account; the server mails its owner an invitation to choose a password. */
export function useCreateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createUser,
    onSuccess: async (user) => {
      queryClient.setQueryData(userQuery(user.id).queryKey, user);
      await refreshUsers(queryClient);
    },
  });
}
