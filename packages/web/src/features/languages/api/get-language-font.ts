import { useQuery } from '@tanstack/react-query';
import type { Language } from '@club/shared/contract/languages';
import { apiQuery } from '../../../api/api-query';
import { apiBlob } from '../../../api/blob';
import * as apiPaths from '../../../config/api-paths';

/** The CSS font family a language's glyphs are registered under. */
export function languageFontFamily(languageId: number): string {
  return `club-language-${languageId}`;
}

/**
 * Fetches a language's font through the authenticated client and registers it with the
 * document, so text set in languageFontFamily(id) renders in the script. Resolves to the
 * family name.
 */
async function loadLanguageFont(languageId: number, path: string): Promise<string> {
  const blob = await apiBlob(path);
  const family = languageFontFamily(languageId);
  const face = new FontFace(family, await blob.arrayBuffer());
  // A replaced font takes the place of the one registered before it.
  const replaced: FontFace[] = [];
  if (typeof document.fonts.forEach === 'function') {
    document.fonts.forEach((old) => {
      if (old.family === family) replaced.push(old);
    });
  }
  for (const old of replaced) document.fonts.delete(old);
  await face.load();
  document.fonts.add(face);
  return family;
}

/** A language's font, registered with the document once fetched: its family name. */
export function languageFontQuery(languageId: number) {
  return apiQuery(apiPaths.languages.font(languageId), (path) =>
    loadLanguageFont(languageId, path),
  );
}

/** The language's font family once it is loaded; a registered font stays for the visit. */
export function useLanguageFont(language: Pick<Language, 'id' | 'has_font'>) {
  return useQuery({
    ...languageFontQuery(language.id),
    enabled: language.has_font === 1,
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
  });
}
