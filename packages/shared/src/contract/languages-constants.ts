// Plain values of this area's contract, without zod: a screen that needs only these does
// not download the schemas. The contract module of the same name re-exports them.
import { UPLOAD_LIMITS } from '../constants';

export const LANGUAGE_LIMITS = {
  name: 100,
  sampleText: 2_000,
  fontMaxBytes: UPLOAD_LIMITS.fontMaxBytes,
} as const;

/** The multipart part that carries the font file. */
export const LANGUAGE_FONT_FIELD = 'font';

/** Message keys of the font upload refusals. */
export const LANGUAGE_ERROR_CODES = {
  /** 413: the font is larger than UPLOAD_LIMITS.fontMaxBytes. */
  fontTooLarge: 'errors.fontTooLarge',
  /** 415: the file is not a TrueType or OpenType font. */
  notAFont: 'errors.notAFont',
} as const;

/**
 * The download path of a language's font, as it appears in `link`. It begins with '/api/'
 * and is relative to the app's base path: the full URL is the base path (without its
 * trailing slash) followed by this path, e.g. '/club' + '/api/languages/3/download'.
 * The web's apiBlob takes it without the leading '/api/': `languages/3/download`.
 */
export function languageDownloadPath(id: number): string {
  return `/api/languages/${id}/download`;
}

/**
 * The font served inline for rendering, relative to the base path like
 * languageDownloadPath. It needs the bearer token like every read, so fetch it and hand
 * the bytes to `new FontFace(...)` rather than naming it in a stylesheet's url().
 */
export function languageFontPath(id: number): string {
  return `/api/languages/${id}/font`;
}

/** Whether a language link is the app's own font download rather than an external link. */
export function isLanguageDownloadPath(link: string): boolean {
  return /^\/api\/languages\/\d+\/download$/.test(link);
}
