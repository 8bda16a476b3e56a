import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';
import { abilitiesQueryKey } from './get-abilities';

/** DELETE abilities/{id}; refused with 409 errors.inUse while characters have it. */
export function deleteAbility(id: number): Promise<void> {
  return apiRequest<void>(`abilities/${id}`, { method: 'DELETE' });
}

export function useDeleteAbility() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAbility,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: abilitiesQueryKey }),
        queryClient.invalidateQueries({ queryKey: ['professions'] }),
      ]);
    },
  });
}
