import { z } from 'zod';
import { RULES_TEXT_LIMITS } from './rules';
import { LANGUAGE_LIMITS } from './languages-constants';

export * from './languages-constants';

/**
 * Languages (SPEC.md sections 2.10 and 7): a script with a TrueType/OpenType font that
 * renders the Latin letters as its glyphs. Reads: every logged-in user. Writes: rules
 * editors, as multipart (fields below plus the font file in the part named
 * LANGUAGE_FONT_FIELD) or, for PUT without a new font, as JSON.
 */

export const LanguageSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  sampleText: z.string(),
  /**
   * Where to get the font: the external link when one is set (a file-sharing host: open it
   * in a new tab); else the app's own download path (languageDownloadPath, relative to the
   * base path) when a font is uploaded; else null ('No font available for download').
   */
  link: z.string().nullable(),
  /** 1 when a font is uploaded: it is then served at languageFontPath(id) for rendering. */
  has_font: z.union([z.literal(0), z.literal(1)]),
});
export type Language = z.infer<typeof LanguageSchema>;

/** GET /languages: by name. */
export const LanguagesResponseSchema = z.array(LanguageSchema);
export type LanguagesResponse = z.infer<typeof LanguagesResponseSchema>;

const LanguageLinkSchema = z
  .string()
  .trim()
  .max(RULES_TEXT_LIMITS.link)
  .refine((value) => value === '' || /^https?:\/\/[^\s/]+/i.test(value), {
    message: 'Must be empty or an http(s) URL',
  })
  .nullable()
  // An empty link means "none": the uploaded font (if any) is offered instead.
  .transform((value) => (value ? value : null));

const languageFields = {
  name: z.string().trim().min(1).max(LANGUAGE_LIMITS.name),
  sampleText: z.string().max(LANGUAGE_LIMITS.sampleText),
  link: LanguageLinkSchema,
};

/**
 * POST /languages (multipart: these fields plus the font in LANGUAGE_FONT_FIELD) → 201
 * Language. The font is required unless a link is given. Not a font → 415; larger than
 * UPLOAD_LIMITS.fontMaxBytes → 413.
 */
export const LanguageCreateSchema = z.object({
  name: languageFields.name,
  sampleText: languageFields.sampleText.default(''),
  link: languageFields.link.optional().transform((value) => value ?? null),
});
export type LanguageCreate = z.input<typeof LanguageCreateSchema>;

/** A yes/no in JSON (true, 1) or in a multipart form ('true', '1'). */
const YesSchema = z
  .union([z.boolean(), z.literal(0), z.literal(1), z.enum(['true', 'false', '1', '0'])])
  .transform((value) => value === true || value === 1 || value === 'true' || value === '1');

/**
 * PUT /languages/{id} (multipart or JSON) → Language. Fields left out keep their value; a
 * font in the form replaces the stored one; `removeFont` drops it (refused with 400 when
 * the language would be left with neither a font nor a link).
 */
export const LanguageUpdateSchema = z.object(languageFields).partial().extend({
  removeFont: YesSchema.optional(),
});
export type LanguageUpdate = z.input<typeof LanguageUpdateSchema>;
