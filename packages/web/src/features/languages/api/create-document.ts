import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DocumentCreate, LanguageDocument } from '@club/shared/contract/documents';
import { apiRequest } from '../../../api/client';
import * as apiPaths from '../../../config/api-paths';
import { documentsQuery } from './get-documents';

export function createDocument(input: {
  languageId: number;
  document: DocumentCreate;
}): Promise<LanguageDocument> {
  return apiRequest<LanguageDocument>(apiPaths.languages.documents(input.languageId), {
    method: 'POST',
    body: input.document,
  });
}

export function useCreateDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createDocument,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: documentsQuery.queryKey }),
  });
}
