import { useQuery } from '@tanstack/react-query';
import type { LanguageDocument } from '@club/shared/contract/documents';
import { apiRequest } from '../../../api/client';
import { ApiError } from '../../../api/api-error';
import { documentKeys } from './get-documents';

/** One document with its body: 403 when the active character does not know the language. */
export function getDocument(id: number): Promise<LanguageDocument> {
  return apiRequest<LanguageDocument>(`documents/${id}`);
}

export function useDocument(id: number, options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: documentKeys.one(id),
    queryFn: () => getDocument(id),
    enabled: options.enabled ?? true,
    // A refusal (403, 404) is the answer, not a hiccup to retry.
    retry: (count, error) =>
      !(error instanceof ApiError && error.status >= 400 && error.status < 500) && count < 2,
  });
}
