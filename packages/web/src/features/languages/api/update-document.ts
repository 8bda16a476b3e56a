import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DocumentUpdate, LanguageDocument } from '@club/shared/contract/documents';
import { apiRequest } from '../../../api/client';
import * as apiPaths from '../../../config/api-paths';
import { documentQuery } from './get-document';
import { documentsQuery } from './get-documents';

export function updateDocument(input: {
  id: number;
  changes: DocumentUpdate;
}): Promise<LanguageDocument> {
  return apiRequest<LanguageDocument>(apiPaths.documents.detail(input.id), {
    method: 'PUT',
    body: input.changes,
  });
}

export function useUpdateDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateDocument,
    onSuccess: (saved) => {
      queryClient.setQueryData(documentQuery(saved.id).queryKey, saved);
      return queryClient.invalidateQueries({ queryKey: documentsQuery.queryKey, exact: true });
    },
  });
}
