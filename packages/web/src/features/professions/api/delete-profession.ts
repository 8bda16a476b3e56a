import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';
import { classesQuery, professionsQuery } from '../../../api/queries/rules';
import * as apiPaths from '../../../config/api-paths';

/** DELETE professions/{id}; refused with 409 errors.inUse while a class or character uses it. */
export function deleteProfession(id: number): Promise<void> {
  return apiRequest<void>(apiPaths.professions.detail(id), { method: 'DELETE' });
}

export function useDeleteProfession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteProfession,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: professionsQuery.queryKey }),
        queryClient.invalidateQueries({ queryKey: classesQuery.queryKey }),
      ]);
    },
  });
}
