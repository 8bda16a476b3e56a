import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';
import { abilitiesQuery } from '../../../api/queries/rules';
import * as apiPaths from '../../../config/api-paths';
import { specialAbilitiesQuery } from './get-special-abilities';

/** DELETE special-abilities/{id}; refused with 409 errors.inUse while characters have chosen it. */
export function deleteSpecialAbility(id: number): Promise<void> {
  return apiRequest<void>(apiPaths.specialAbilities.detail(id), { method: 'DELETE' });
}

export function useDeleteSpecialAbility() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSpecialAbility,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: specialAbilitiesQuery.queryKey }),
        queryClient.invalidateQueries({ queryKey: abilitiesQuery.queryKey }),
      ]);
    },
  });
}
