import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';
import { specialAbilitiesQueryKey } from './get-special-abilities';

/** DELETE special-abilities/{id}; refused with 409 errors.inUse while characters have chosen it. */
export function deleteSpecialAbility(id: number): Promise<void> {
  return apiRequest<void>(`special-abilities/${id}`, { method: 'DELETE' });
}

export function useDeleteSpecialAbility() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSpecialAbility,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: specialAbilitiesQueryKey }),
        queryClient.invalidateQueries({ queryKey: ['abilities'] }),
      ]);
    },
  });
}
