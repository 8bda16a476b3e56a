import { useQuery } from '@tanstack/react-query';
import type { LanguageDocument } from '@club/shared/contract/documents';
import { apiQuery } from '../../../api/api-query';
import { ApiError } from '../../../api/api-error';
import * as apiPaths from '../../../config/api-paths';

/** One document with its body: 403 when the active character does not know the language. */
export function documentQuery(id: number) {
  return apiQuery<LanguageDocument>(apiPaths.documents.detail(id));
}

export function useDocument(id: number, options: { enabled?: boolean } = {}) {
  return useQuery({
    ...documentQuery(id),
    enabled: options.enabled ?? true,
    // A refusal (403, 404) is the answer, not a hiccup to retry.
    retry: (count, error) =>
      !(error instanceof ApiError && error.status >= 400 && error.status < 500) && count < 2,
  });
}
