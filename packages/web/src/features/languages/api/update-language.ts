import { useMutation, useQueryClient } from '@tanstack/react-query';
import { LANGUAGE_FONT_FIELD, type Language } from '@club/shared/contract/languages';
import { apiRequest } from '../../../api/client';

export interface LanguageEdit {
  name: string;
  sampleText: string;
  link: string;
  /** A new font replaces the stored one. */
  font: File | null;
  removeFont: boolean;
}

/** PUT languages/{id} as multipart, like the create form: text fields and maybe a new font. */
export function updateLanguage(id: number, edit: LanguageEdit): Promise<Language> {
  const form = new FormData();
  form.append('name', edit.name);
  form.append('sampleText', edit.sampleText);
  form.append('link', edit.link);
  if (edit.removeFont) form.append('removeFont', 'true');
  if (edit.font) form.append(LANGUAGE_FONT_FIELD, edit.font, edit.font.name);
  return apiRequest<Language>(`languages/${id}`, { method: 'PUT', body: form });
}

/** The font is registered once per visit, so a replaced one is fetched and registered again. */
export function useUpdateLanguage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, edit }: { id: number; edit: LanguageEdit }) => updateLanguage(id, edit),
    onSuccess: (saved) => {
      queryClient.removeQueries({ queryKey: ['languages', saved.id, 'font'] });
      return queryClient.invalidateQueries();
    },
  });
}
