import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Class, ClassCreate } from '@club/shared/contract/rules';
import { apiRequest } from '../../../api/client';
import { racesClassesQueryKey } from './get-races-classes';

/** POST classes. */
export function createClass(newClass: ClassCreate): Promise<Class> {
  return apiRequest<Class>('classes', { method: 'POST', body: newClass });
}

export function useCreateClass() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createClass,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['classes'] }),
        queryClient.invalidateQueries({ queryKey: racesClassesQueryKey }),
      ]);
    },
  });
}
