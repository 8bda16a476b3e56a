import { useMutation, useQueryClient } from '@tanstack/react-query';
import { LANGUAGE_FONT_FIELD } from '@club/shared/contract/languages-constants';
import type { Language } from '@club/shared/contract/languages';
import { apiRequest } from '../../../api/client';
import { rulesWritePath, type WithImpact } from '../../../api/dry-run';
import * as apiPaths from '../../../config/api-paths';
import { languageFontQuery } from './get-language-font';

export interface LanguageEdit {
  name: string;
  sampleText: string;
  link: string;
  /** A new font replaces the stored one. */
  font: File | null;
  removeFont: boolean;
}

/**
 * PUT languages/{id} as multipart, like the create form: text fields and maybe a new font;
 * `dryRun` changes nothing and answers whom it would put under review.
 */
export function updateLanguage(
  id: number,
  edit: LanguageEdit,
  dryRun = false,
): Promise<WithImpact<Language>> {
  const form = new FormData();
  form.append('name', edit.name);
  form.append('sampleText', edit.sampleText);
  form.append('link', edit.link);
  if (edit.removeFont) form.append('removeFont', 'true');
  if (edit.font) form.append(LANGUAGE_FONT_FIELD, edit.font, edit.font.name);
  return apiRequest<WithImpact<Language>>(rulesWritePath(apiPaths.languages.detail(id), dryRun), {
    method: 'PUT',
    body: form,
  });
}

/** The font is registered once per visit, so a replaced one is fetched and registered again. */
export function useUpdateLanguage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, edit }: { id: number; edit: LanguageEdit }) => updateLanguage(id, edit),
    onSuccess: (saved) => {
      queryClient.removeQueries({ queryKey: languageFontQuery(saved.id).queryKey });
      return queryClient.invalidateQueries();
    },
  });
}
