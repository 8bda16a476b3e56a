import { z } from 'zod';
import { REVIEW_REASON_CODES } from '../rules/needs-review';
import { REVIEW_NOTE_MAX } from './review-constants';

export * from './review-constants';

/**
 * Characters under review (SPEC.md section 4 "Character sheet lock"): the impact every
 * rules write answers, `?dry_run=true` on every rules write, and the staff list of
 * characters whose saved sheet no longer satisfies the rules.
 */

export const ReviewReasonCodeSchema = z.enum(
  Object.values(REVIEW_REASON_CODES) as [
    (typeof REVIEW_REASON_CODES)[keyof typeof REVIEW_REASON_CODES],
    ...(typeof REVIEW_REASON_CODES)[keyof typeof REVIEW_REASON_CODES][],
  ],
);

export const ReviewReasonSchema = z.object({
  code: ReviewReasonCodeSchema,
  params: z.record(z.string(), z.number()),
  /** The name of what the reason is about (the ability, profession or class), if any. */
  subject: z.string().nullable(),
});
export type ReviewReasonBody = z.infer<typeof ReviewReasonSchema>;

export const ImpactCharacterSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  user_id: z.number().int(),
  reasons: z.array(ReviewReasonSchema),
});
export type ImpactCharacter = z.infer<typeof ImpactCharacterSchema>;

/**
 * What a rules write does to saved characters: those that gain a reason to be reviewed
 * (a character already under review for the same reasons is not counted again), with the
 * reasons the write adds.
 */
export const ImpactSchema = z.object({ characters: z.array(ImpactCharacterSchema) });
export type Impact = z.infer<typeof ImpactSchema>;

/** `?dry_run=true` on every rules write: answer as the write would, change nothing. */
export const DryRunQuerySchema = z.object({
  dry_run: z
    .enum(['true', 'false', '1', '0'])
    .optional()
    .transform((value) => value === 'true' || value === '1'),
});
export type DryRunQuery = z.output<typeof DryRunQuerySchema>;

/** A rules write's answer with the impact beside it. */
export function withImpactSchema<T extends z.ZodRawShape>(schema: z.ZodObject<T>) {
  return schema.extend({ impact: ImpactSchema });
}

/** The answer of a rules write that answered nothing before (deletes). */
export const ImpactOnlySchema = z.object({ impact: ImpactSchema });
export type ImpactOnly = z.infer<typeof ImpactOnlySchema>;

/** A rules write whose answer was a list: the list under `items`. */
export function itemsWithImpactSchema<T extends z.ZodTypeAny>(schema: z.ZodArray<T>) {
  return z.object({ items: schema, impact: ImpactSchema });
}

// ---------------------------------------------------------------------------
// Staff: the characters under review

export const NeedsReviewCharacterSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  user_id: z.number().int(),
  user_name: z.string(),
  race_name: z.string(),
  class_name: z.string(),
  xp: z.number().int(),
  xp_spent: z.number().int(),
  allow_update: z.union([z.literal(0), z.literal(1)]),
  reasons: z.array(ReviewReasonSchema),
});
export type NeedsReviewCharacter = z.infer<typeof NeedsReviewCharacterSchema>;

/** GET /characters/needs-review (staff): every character with a reason not yet accepted. */
export const NeedsReviewResponseSchema = z.object({
  characters: z.array(NeedsReviewCharacterSchema),
});
export type NeedsReviewResponse = z.infer<typeof NeedsReviewResponseSchema>;

/**
 * POST /characters/{id}/review (staff): `unlock` opens the sheet for the member to rebuild
 * (dropping what the rules no longer offer); `accept` keeps it as it is, with a note.
 */
export const ReviewResolveSchema = z.discriminatedUnion('action', [
  z.object({
    action: z.literal('unlock'),
    note: z.string().trim().max(REVIEW_NOTE_MAX).optional(),
  }),
  z.object({ action: z.literal('accept'), note: z.string().trim().min(1).max(REVIEW_NOTE_MAX) }),
]);
export type ReviewResolve = z.infer<typeof ReviewResolveSchema>;
