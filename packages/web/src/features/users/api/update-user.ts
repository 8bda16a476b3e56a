import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UserDetail, UserUpdate } from '@club/shared/contract/users';
import { apiRequest } from '../../../api/client';
import { refreshCharacters } from '../../../api/queries/characters';
import { refreshUsers } from '../../../api/queries/users';
import * as apiPaths from '../../../config/api-paths';
import { userQuery } from '../../../api/queries/users';

export function updateUser(id: number, body: UserUpdate): Promise<UserDetail> {
  return apiRequest<UserDetail>(apiPaths.users.detail(id), { method: 'PUT', body });
}

/** Name, email and conflict permission; the role only for bestyrelse (the server checks). */
export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: UserUpdate & { id: number }) => updateUser(id, body),
    onSuccess: async (user) => {
      queryClient.setQueryData(userQuery(user.id).queryKey, user);
      await Promise.all([
        refreshUsers(queryClient),
        // conflict_allowed changes which classes the character screens offer.
        refreshCharacters(queryClient),
      ]);
    },
  });
}
