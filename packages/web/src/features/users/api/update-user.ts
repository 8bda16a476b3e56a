import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UserDetail, UserUpdate } from '@club/shared/contract/users';
import { apiRequest } from '../../../api/client';
import { CHARACTER_CACHE_KEY, userKeys } from './query-keys';

export function updateUser(id: number, body: UserUpdate): Promise<UserDetail> {
  return apiRequest<UserDetail>(`users/${id}`, { method: 'PUT', body });
}

/** Name, email and conflict permission; the role only for bestyrelse (the server checks). */
export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: UserUpdate & { id: number }) => updateUser(id, body),
    onSuccess: async (user) => {
      queryClient.setQueryData(userKeys.detail(user.id), user);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: userKeys.all }),
        // conflict_allowed changes which classes the character screens offer.
        queryClient.invalidateQueries({ queryKey: CHARACTER_CACHE_KEY }),
      ]);
    },
  });
}
