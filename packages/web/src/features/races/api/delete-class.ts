import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';
import { racesClassesQueryKey } from './get-races-classes';

/** DELETE classes/{id}; refused with 409 errors.inUse while characters are of this class. */
export function deleteClass(id: number): Promise<void> {
  return apiRequest<void>(`classes/${id}`, { method: 'DELETE' });
}

export function useDeleteClass() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteClass,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['classes'] }),
        queryClient.invalidateQueries({ queryKey: racesClassesQueryKey }),
      ]);
    },
  });
}
