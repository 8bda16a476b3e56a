import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';
import { classesQuery } from '../../../api/queries/rules';
import * as apiPaths from '../../../config/api-paths';
import { racesClassesQuery } from './get-races-classes';

/** DELETE classes/{id}; refused with 409 errors.inUse while characters are of this class. */
export function deleteClass(id: number): Promise<void> {
  return apiRequest<void>(apiPaths.classes.detail(id), { method: 'DELETE' });
}

export function useDeleteClass() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteClass,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: classesQuery.queryKey }),
        queryClient.invalidateQueries({ queryKey: racesClassesQuery.queryKey }),
      ]);
    },
  });
}
