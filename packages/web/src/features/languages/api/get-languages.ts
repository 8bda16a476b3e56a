import { useQuery } from '@tanstack/react-query';
import type { LanguagesResponse } from '@club/shared/contract/languages';
import { apiQuery } from '../../../api/api-query';
import * as apiPaths from '../../../config/api-paths';

/** Every language, by name. */
export const languagesQuery = apiQuery<LanguagesResponse>(apiPaths.languages.list);

export function useLanguages() {
  return useQuery(languagesQuery);
}
