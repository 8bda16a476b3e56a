import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';

export function deleteLanguage(id: number): Promise<void> {
  return apiRequest<void>(`languages/${id}`, { method: 'DELETE' });
}

export function useDeleteLanguage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteLanguage,
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
