import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';

/** DELETE professions/{id}; refused with 409 errors.inUse while a class or character uses it. */
export function deleteProfession(id: number): Promise<void> {
  return apiRequest<void>(`professions/${id}`, { method: 'DELETE' });
}

export function useDeleteProfession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteProfession,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['professions'] }),
        queryClient.invalidateQueries({ queryKey: ['classes'] }),
      ]);
    },
  });
}
