import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DocumentUpdate, LanguageDocument } from '@club/shared/contract/documents';
import { apiRequest } from '../../../api/client';
import { documentKeys } from './get-documents';

export function updateDocument(input: {
  id: number;
  changes: DocumentUpdate;
}): Promise<LanguageDocument> {
  return apiRequest<LanguageDocument>(`documents/${input.id}`, {
    method: 'PUT',
    body: input.changes,
  });
}

export function useUpdateDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateDocument,
    onSuccess: (saved) => {
      queryClient.setQueryData(documentKeys.one(saved.id), saved);
      return queryClient.invalidateQueries({ queryKey: documentKeys.list });
    },
  });
}
