import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';
import * as apiPaths from '../../../config/api-paths';
import { documentQuery } from './get-document';
import { documentsQuery } from './get-documents';

export function deleteDocument(id: number): Promise<void> {
  return apiRequest<void>(apiPaths.documents.detail(id), { method: 'DELETE' });
}

export function useDeleteDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteDocument,
    onSuccess: (_nothing, id) => {
      queryClient.removeQueries({ queryKey: documentQuery(id).queryKey });
      return queryClient.invalidateQueries({ queryKey: documentsQuery.queryKey, exact: true });
    },
  });
}
