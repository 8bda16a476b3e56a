import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';
import { documentKeys } from './get-documents';

export function deleteDocument(id: number): Promise<void> {
  return apiRequest<void>(`documents/${id}`, { method: 'DELETE' });
}

export function useDeleteDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteDocument,
    onSuccess: (_nothing, id) => {
      queryClient.removeQueries({ queryKey: documentKeys.one(id) });
      return queryClient.invalidateQueries({ queryKey: documentKeys.list });
    },
  });
}
