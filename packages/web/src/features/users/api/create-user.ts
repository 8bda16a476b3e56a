import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UserCreate, UserDetail } from '@club/shared/contract/users';
import { apiRequest } from '../../../api/client';
import { userKeys } from './query-keys';

export function createUser(body: UserCreate): Promise<UserDetail> {
  return apiRequest<UserDetail>('users', { method: 'POST', body });
}

/** A new account; the server mails its owner an invitation to choose a password. */
export function useCreateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createUser,
    onSuccess: async (user) => {
      queryClient.setQueryData(userKeys.detail(user.id), user);
      await queryClient.invalidateQueries({ queryKey: userKeys.all });
    },
  });
}
