import { useMutation, useQueryClient } from '@tanstack/react-query';
import { LANGUAGE_FONT_FIELD } from '@club/shared/contract/languages-constants';
import type { Language } from '@club/shared/contract/languages';
import { apiRequest } from '../../../api/client';
import * as apiPaths from '../../../config/api-paths';
import { languagesQuery } from './get-languages';

export interface NewLanguage {
  name: string;
  sampleText: string;
  link: string;
  font: File | null;
}

/** POST languages as multipart: the text fields and the font file. */
export function createLanguage(input: NewLanguage): Promise<Language> {
  const form = new FormData();
  form.append('name', input.name);
  form.append('sampleText', input.sampleText);
  form.append('link', input.link);
  if (input.font) form.append(LANGUAGE_FONT_FIELD, input.font, input.font.name);
  return apiRequest<Language>(apiPaths.languages.list, { method: 'POST', body: form });
}

export function useCreateLanguage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createLanguage,
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: languagesQuery.queryKey, exact: true }),
  });
}
