import { z } from 'zod';
import { PathIdSchema } from './ids';
import { BACKGROUND_LIMITS, BACKGROUND_STATUSES } from './backgrounds-constants';

export * from './backgrounds-constants';

/**
 * A character's background ("baggrundshistorie") and the thread of comments between its
 * player and the organizers, under `{base}api`. Access (rules/permissions.ts
 * `canAccessCharacterThread`): the character's owner and staff (admin, superadmin,
 * bestyrelse). Another member gets 403 errors.forbidden; a character that does not exist
 * 404 errors.notFound. Every refusal changes nothing.
 *
 * States: `draft` → (owner submits) `submitted` → (staff review) `changes_requested` |
 * `approved`. The owner edits the text only while `draft` or `changes_requested`, and
 * submits from those two states. Staff review a `submitted` background, and may also send
 * an `approved` one back (`changes_requested`), e.g. when the campaign changes.
 *
 * Every review notifies the owner (kind `background_reviewed`); a comment by someone else
 * than the owner, not staff-only, notifies the owner (kind `character_comment`).
 */

export const BackgroundStatusSchema = z.enum(BACKGROUND_STATUSES);
export type BackgroundStatus = z.infer<typeof BackgroundStatusSchema>;

export const CharacterThreadParamsSchema = z.object({ id: PathIdSchema });

/**
 * GET /characters/{id}/background and the answer of every background write. A character
 * whose player has written nothing answers an empty `draft` (text '', times null).
 */
export const BackgroundSchema = z.object({
  character_id: z.number().int(),
  character_name: z.string(),
  /**
   * Plain text with paragraphs (a blank line between), or the light markup of documents:
   * headings (#, ##, ###), *emphasis*, **strong**, lists (- item, 1. item). Stored as
   * written and never read as HTML.
   */
  text: z.string(),
  status: BackgroundStatusSchema,
  /** Staff's comment with the latest review; null before any review. */
  review_comment: z.string().nullable(),
  /** Null before any review, or when the reviewer's account was deleted. */
  reviewed_by_name: z.string().nullable(),
  reviewed_at: z.string().nullable(),
  submitted_at: z.string().nullable(),
  /** Null while nothing has been written. */
  updated_at: z.string().nullable(),
});
export type Background = z.infer<typeof BackgroundSchema>;

/**
 * PUT /characters/{id}/background (the owner; staff who do not own it: 403) → Background.
 * Only while draft or changes_requested (else 409 backgrounds.notEditable). The status
 * stays as it was; an empty text is allowed (a draft being started).
 */
export const BackgroundUpdateSchema = z.object({
  text: z.string().max(BACKGROUND_LIMITS.text),
});
export type BackgroundUpdate = z.infer<typeof BackgroundUpdateSchema>;

/*
 * POST /characters/{id}/background/submit (the owner, no body) → Background with status
 * `submitted`. From draft or changes_requested (else 409 backgrounds.notSubmittable); a
 * blank text: 409 backgrounds.empty.
 */

/**
 * POST /characters/{id}/background/review (staff) → Background. `changes_requested` needs
 * a comment (400 naming `comment` otherwise); approving may leave it empty. From
 * `submitted`, or `approved` → `changes_requested`; anything else 409
 * backgrounds.notReviewable. Notifies (and mails) the owner.
 */
export const BackgroundReviewSchema = z.discriminatedUnion('status', [
  z.object({
    status: z.literal('approved'),
    comment: z.string().trim().max(BACKGROUND_LIMITS.reviewComment).default(''),
  }),
  z.object({
    status: z.literal('changes_requested'),
    comment: z.string().trim().min(1).max(BACKGROUND_LIMITS.reviewComment),
  }),
]);
export type BackgroundReview = z.input<typeof BackgroundReviewSchema>;

/** A row of the staff's list of backgrounds (GET /backgrounds). */
export const BackgroundSummarySchema = z.object({
  character_id: z.number().int(),
  character_name: z.string(),
  user_id: z.number().int(),
  user_name: z.string(),
  status: BackgroundStatusSchema,
  submitted_at: z.string().nullable(),
  updated_at: z.string().nullable(),
});
export type BackgroundSummary = z.infer<typeof BackgroundSummarySchema>;

/**
 * GET /backgrounds?status=submitted (staff; members 403) → {backgrounds}, oldest
 * submission first: what waits for review. `status` defaults to `submitted`.
 */
export const BackgroundsQuerySchema = z.object({
  status: BackgroundStatusSchema.default('submitted'),
});
export const BackgroundsResponseSchema = z.object({
  backgrounds: z.array(BackgroundSummarySchema),
});
export type BackgroundsResponse = z.infer<typeof BackgroundsResponseSchema>;

/** A comment on a character's thread. */
export const CharacterCommentSchema = z.object({
  id: z.number().int(),
  character_id: z.number().int(),
  /** Null when the author's account was deleted. */
  author_id: z.number().int().nullable(),
  /** Null when the author's account was deleted (shown as "a former member"). */
  author_name: z.string().nullable(),
  /** Whether the author wrote as staff (admin, superadmin, bestyrelse) at the time. */
  author_is_staff: z.boolean(),
  text: z.string(),
  /** A note only staff see; never sent to the owner nor in their export. */
  staff_only: z.boolean(),
  created_at: z.string(),
});
export type CharacterComment = z.infer<typeof CharacterCommentSchema>;

/**
 * GET /characters/{id}/comments → {comments}, oldest first. The owner gets the comments
 * not staff-only; staff get all. Others 403.
 */
export const CharacterCommentsResponseSchema = z.object({
  comments: z.array(CharacterCommentSchema),
});
export type CharacterCommentsResponse = z.infer<typeof CharacterCommentsResponseSchema>;

/**
 * POST /characters/{id}/comments → 201 {comment}. The owner and staff write; only staff
 * may set `staff_only` (the owner who sends `staff_only: true`: 403). A blank text: 400.
 */
export const CharacterCommentCreateSchema = z.object({
  text: z.string().trim().min(1).max(BACKGROUND_LIMITS.comment),
  staff_only: z.boolean().default(false),
});
export type CharacterCommentCreate = z.input<typeof CharacterCommentCreateSchema>;

export const CharacterCommentResponseSchema = z.object({ comment: CharacterCommentSchema });
export type CharacterCommentResponse = z.infer<typeof CharacterCommentResponseSchema>;
