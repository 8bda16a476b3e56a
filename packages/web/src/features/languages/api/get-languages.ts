import { useQuery } from '@tanstack/react-query';
import type { LanguagesResponse } from '@club/shared/contract/languages';
import { apiRequest } from '../../../api/client';

export const languagesQueryKey = ['languages', 'list'] as const;

/** Every language, by name. */
export function getLanguages(): Promise<LanguagesResponse> {
  return apiRequest<LanguagesResponse>('languages');
}

export function useLanguages() {
  return useQuery({ queryKey: languagesQueryKey, queryFn: getLanguages });
}
