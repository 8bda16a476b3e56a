import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DocumentCreate, LanguageDocument } from '@club/shared/contract/documents';
import { apiRequest } from '../../../api/client';
import { documentKeys } from './get-documents';

export function createDocument(input: {
  languageId: number;
  document: DocumentCreate;
}): Promise<LanguageDocument> {
  return apiRequest<LanguageDocument>(`languages/${input.languageId}/documents`, {
    method: 'POST',
    body: input.document,
  });
}

export function useCreateDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createDocument,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: documentKeys.all }),
  });
}
