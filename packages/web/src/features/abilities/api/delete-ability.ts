import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';
import { abilitiesQuery, professionsQuery } from '../../../api/queries/rules';
import * as apiPaths from '../../../config/api-paths';

/** DELETE abilities/{id}; refused with 409 errors.inUse while characters have it. */
export function deleteAbility(id: number): Promise<void> {
  return apiRequest<void>(apiPaths.abilities.detail(id), { method: 'DELETE' });
}

export function useDeleteAbility() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAbility,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: abilitiesQuery.queryKey }),
        queryClient.invalidateQueries({ queryKey: professionsQuery.queryKey }),
      ]);
    },
  });
}
