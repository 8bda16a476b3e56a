import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Class, ClassCreate } from '@club/shared/contract/rules';
import { apiRequest } from '../../../api/client';
import { classesQuery } from '../../../api/queries/rules';
import * as apiPaths from '../../../config/api-paths';
import { racesClassesQuery } from './get-races-classes';

/** POST classes. */
export function createClass(newClass: ClassCreate): Promise<Class> {
  return apiRequest<Class>(apiPaths.classes.list, { method: 'POST', body: newClass });
}

export function useCreateClass() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createClass,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: classesQuery.queryKey }),
        queryClient.invalidateQueries({ queryKey: racesClassesQuery.queryKey }),
      ]);
    },
  });
}
