import { languageDownloadPath, type Language } from '@club/shared/contract/languages';
import type { LanguageSummaryRow } from './languages.repository';

/** The external link wins; else the app's own download path when a font is stored; else null. */
export function toLanguage(row: LanguageSummaryRow): Language {
  const hasFont = Number(row.has_font) === 1;
  return {
    id: row.id,
    name: row.name,
    sampleText: row.sample_text,
    link: row.link ? row.link : hasFont ? languageDownloadPath(row.id) : null,
    has_font: hasFont ? 1 : 0,
  };
}

/** What the audit log keeps of a language: its fields and which font file, never the bytes. */
export function toLanguageAudit(row: LanguageSummaryRow): Record<string, unknown> {
  return {
    id: row.id,
    name: row.name,
    sampleText: row.sample_text,
    link: row.link,
    font_filename: row.font_filename,
    has_font: Number(row.has_font) === 1 ? 1 : 0,
  };
}
