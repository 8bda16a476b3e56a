import { z } from 'zod';
import { DOCUMENT_LIMITS } from '../constants';
import { FlagInputSchema, FlagSchema } from './rules';

export * from './documents-constants';

/**
 * In-game documents: letters, maps and scrolls written in one of the club's languages.
 * Reads: every logged-in member sees the titles of the visible documents; the body only
 * when their active character knows the language (its saved sheet holds a special ability
 * of type Sprog named as the language), else 403 DOCUMENT_ERROR_CODES.languageNotKnown.
 * Staff (admin, superadmin, bestyrelse) read every document, hidden ones and the staff
 * note included. Writes: superadmin and bestyrelse. Hidden documents do not exist for
 * members (absent from lists, 404 when asked for).
 *
 * Every read is a plain GET under /api, so an offline cache can keep a member's documents:
 * GET /documents (every visible title, with `readable`), then GET /documents/{id} for each
 * readable one and GET /languages/{id}/font for their fonts.
 */

/** A document in a list: its title and whether the asking member may open it. */
export const DocumentSummarySchema = z.object({
  id: z.number().int(),
  language_id: z.number().int(),
  title: z.string(),
  /** 1 when members see it; hidden documents (0) are listed to staff only. */
  visible: FlagSchema,
  /** 1 when the asking member may read the body: staff, or their active character knows the language. */
  readable: FlagSchema,
  updated_at: z.string(),
});
export type DocumentSummary = z.infer<typeof DocumentSummarySchema>;

/** GET /languages/{id}/documents and GET /documents: by title. */
export const DocumentsResponseSchema = z.array(DocumentSummarySchema);
export type DocumentsResponse = z.infer<typeof DocumentsResponseSchema>;

/** GET /documents/{id} and the answer to a write. */
export const DocumentSchema = z.object({
  id: z.number().int(),
  language_id: z.number().int(),
  title: z.string(),
  /**
   * Plain text with paragraphs (separated by a blank line), or the small Markdown subset:
   * headings (#, ##, ###), emphasis (*em*, **strong**), lists (- item, 1. item). It is
   * stored as written and never read as HTML: `<script>` is text.
   */
  body: z.string(),
  visible: FlagSchema,
  /** Staff only: left out of a member's answer. */
  staff_note: z.string().optional(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type LanguageDocument = z.infer<typeof DocumentSchema>;

const tooLong = (max: number) => ({ message: `At most ${max.toLocaleString('en')} characters` });

const documentFields = {
  title: z
    .string()
    .trim()
    .min(1)
    .max(DOCUMENT_LIMITS.titleMaxLength, tooLong(DOCUMENT_LIMITS.titleMaxLength))
    .describe(`The title members see in the list; 1–${DOCUMENT_LIMITS.titleMaxLength} characters.`),
  body: z
    .string()
    .max(DOCUMENT_LIMITS.bodyMaxLength, tooLong(DOCUMENT_LIMITS.bodyMaxLength))
    .refine((value) => value.trim().length > 0, { message: 'Write the document' })
    .describe(
      `At most ${DOCUMENT_LIMITS.bodyMaxLength.toLocaleString('en')} characters (a longer body is ` +
        'refused with 400 naming the field "body"; a request above ' +
        `${DOCUMENT_LIMITS.requestMaxBytes / 1024} KiB with 413). Plain text with paragraphs, or headings ` +
        '(#, ##, ###), *emphasis*, **strong** and lists (- item, 1. item). Never read as HTML.',
    ),
  staff_note: z
    .string()
    .max(DOCUMENT_LIMITS.staffNoteMaxLength, tooLong(DOCUMENT_LIMITS.staffNoteMaxLength))
    .describe(
      `For staff only (where the handout goes, who gets it); at most ${DOCUMENT_LIMITS.staffNoteMaxLength.toLocaleString('en')} characters.`,
    ),
  visible: FlagInputSchema.describe(
    '1 (default): members see it; 0: hidden, for preparing before an event.',
  ),
};

/** POST /languages/{id}/documents → 201 Document. */
export const DocumentCreateSchema = z.object({
  title: documentFields.title,
  body: documentFields.body,
  staff_note: documentFields.staff_note.default(''),
  visible: documentFields.visible.default(1),
});
export type DocumentCreate = z.input<typeof DocumentCreateSchema>;

/** PUT /documents/{id} → Document. Fields left out keep their value. */
export const DocumentUpdateSchema = z.object(documentFields).partial();
export type DocumentUpdate = z.input<typeof DocumentUpdateSchema>;
