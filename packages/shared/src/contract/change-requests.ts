import { z } from 'zod';
import { CHANGE_REQUEST_LIMITS, CHANGE_REQUEST_STATUSES } from './change-requests-constants';

export * from './change-requests-constants';

/**
 * Change requests (SPEC.md section 4 "Character sheet lock"): a member with a locked sheet
 * asks staff to reopen it; staff approve (the sheet opens, allow_update = 1) or decline
 * with a reason. At most one open request per character.
 */

export const ChangeRequestStatusSchema = z.enum(CHANGE_REQUEST_STATUSES);
export type ChangeRequestStatus = z.infer<typeof ChangeRequestStatusSchema>;

export const ChangeRequestSchema = z.object({
  id: z.number().int(),
  character_id: z.number().int(),
  character_name: z.string(),
  user_id: z.number().int(),
  user_name: z.string(),
  message: z.string(),
  status: ChangeRequestStatusSchema,
  /** Staff's answer; required when declined. */
  reason: z.string().nullable(),
  answered_by_name: z.string().nullable(),
  answered_at: z.string().nullable(),
  created_at: z.string(),
});
export type ChangeRequest = z.infer<typeof ChangeRequestSchema>;

/** POST /characters/{id}/change-requests (the owner, sheet locked) → 201 ChangeRequest. */
export const ChangeRequestCreateSchema = z.object({
  message: z.string().trim().min(1).max(CHANGE_REQUEST_LIMITS.message),
});
export type ChangeRequestCreate = z.infer<typeof ChangeRequestCreateSchema>;

/** GET /change-requests (staff): open ones unless another status is asked for. */
export const ChangeRequestsQuerySchema = z.object({
  status: z.union([ChangeRequestStatusSchema, z.literal('all')]).default('open'),
});
export type ChangeRequestsQuery = z.input<typeof ChangeRequestsQuerySchema>;

export const ChangeRequestsResponseSchema = z.object({ requests: z.array(ChangeRequestSchema) });
export type ChangeRequestsResponse = z.infer<typeof ChangeRequestsResponseSchema>;

export const ChangeRequestParamsSchema = z.object({
  id: z.coerce.number().int().positive().max(2_147_483_647),
});

/** PATCH /change-requests/{id} (staff): a decline needs a reason. */
export const ChangeRequestAnswerSchema = z.discriminatedUnion('status', [
  z.object({
    status: z.literal('approved'),
    reason: z.string().trim().max(CHANGE_REQUEST_LIMITS.reason).optional(),
  }),
  z.object({
    status: z.literal('declined'),
    reason: z.string().trim().min(1).max(CHANGE_REQUEST_LIMITS.reason),
  }),
]);
export type ChangeRequestAnswer = z.infer<typeof ChangeRequestAnswerSchema>;
