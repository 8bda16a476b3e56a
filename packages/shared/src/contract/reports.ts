import { z } from 'zod';
import { PathIdSchema } from './ids';
import { REPORT_LIMITS, REPORT_STATUSES } from './reports-constants';

export * from './reports-constants';

/**
 * After-event reports ("efterspilsrapporter"): what a character did at an event, written
 * by its player afterwards, under `{base}api`.
 *
 * - POST /events/{id}/reports `{text}` → 201 {report}: a member whose sign-up to the
 *   event names a character and was checked in (`checked_in_at` set). One report per
 *   sign-up (so per member and event). Refusals: event unknown or a draft the member
 *   cannot see 404; no sign-up, or not checked in, 409 reports.notCheckedIn; a sign-up
 *   without a character 409 reports.noCharacter; a second report 409
 *   reports.alreadyWritten.
 * - GET /events/{id}/reports → {reports}: the member's own (none or one); staff (admin,
 *   superadmin, bestyrelse) all of the event's, oldest first.
 * - PUT /events/{id}/reports/{reportId} `{text}` → {report}: the author changes it while
 *   `submitted` or `returned`; a returned report goes back to `submitted`. Approved: 409
 *   reports.notEditable. Someone else's: 403.
 * - POST /events/{id}/reports/{reportId}/review `{status, comment}` (staff) → {report}:
 *   from `submitted` only (else 409 reports.notReviewable). `returned` needs a comment.
 *   Approving awards the event's `xp.report` (when above 0) to the sign-up's character as
 *   one XP ledger row whose reason names the event — once: a second approval, even one
 *   racing the first, is refused with 409 and writes nothing. Notifies the author (kind
 *   `report_reviewed`, and `xp_awarded` when XP was given).
 * - GET /reports?status=submitted (staff) → {reports}: every event's reports in that
 *   status, oldest first (the staff work list links here). Default `submitted`.
 * - GET /characters/{id}/story → {reports}: the character's reports, newest event first:
 *   its story. The owner and staff; others 403; unknown character 404.
 *
 * The member's draft of the report (new or a change to one), kept on the server while it
 * is written so it follows the member to another phone; nobody else ever reads it:
 * - GET /events/{id}/reports/draft → {draft} (null when there is none).
 * - PUT /events/{id}/reports/draft `{text}` → {draft}: the same refusals as writing the
 *   report (404, 409 reports.notCheckedIn, reports.noCharacter), and 409
 *   reports.notEditable once the member's report is approved. An empty text is allowed.
 * - DELETE /events/{id}/reports/draft → 204: the member throws it away.
 * Sending the report (POST or PUT above) deletes the draft in the same transaction.
 */

export const ReportStatusSchema = z.enum(REPORT_STATUSES);
export type ReportStatus = z.infer<typeof ReportStatusSchema>;

export const EventReportSchema = z.object({
  id: z.number().int(),
  event_id: z.number().int(),
  event_title: z.string(),
  event_starts_at: z.string(),
  signup_id: z.number().int(),
  /** Null when the character was deleted since (kept for staff's overview). */
  character_id: z.number().int().nullable(),
  character_name: z.string().nullable(),
  /** Null when the author's account was deleted. */
  user_id: z.number().int().nullable(),
  user_name: z.string().nullable(),
  /** Plain text or the light markup of documents (see backgrounds.ts); never HTML. */
  text: z.string(),
  status: ReportStatusSchema,
  review_comment: z.string().nullable(),
  reviewed_by_name: z.string().nullable(),
  reviewed_at: z.string().nullable(),
  /** XP the approval wrote to the ledger (0 when the event gives none); null until approved. */
  xp_awarded: z.number().int().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type EventReport = z.infer<typeof EventReportSchema>;

export const ReportParamsSchema = z.object({ id: PathIdSchema, reportId: PathIdSchema });

/** POST /events/{id}/reports and PUT /events/{id}/reports/{reportId}. */
export const ReportWriteSchema = z.object({
  text: z
    .string()
    .max(REPORT_LIMITS.text)
    .refine((value) => value.trim().length > 0, { message: 'Write the report' }),
});
export type ReportWrite = z.infer<typeof ReportWriteSchema>;

/** POST /events/{id}/reports/{reportId}/review (staff). */
export const ReportReviewSchema = z.discriminatedUnion('status', [
  z.object({
    status: z.literal('approved'),
    comment: z.string().trim().max(REPORT_LIMITS.reviewComment).default(''),
  }),
  z.object({
    status: z.literal('returned'),
    comment: z.string().trim().min(1).max(REPORT_LIMITS.reviewComment),
  }),
]);
export type ReportReview = z.input<typeof ReportReviewSchema>;

export const ReportResponseSchema = z.object({ report: EventReportSchema });
export type ReportResponse = z.infer<typeof ReportResponseSchema>;

export const ReportsResponseSchema = z.object({ reports: z.array(EventReportSchema) });
export type ReportsResponse = z.infer<typeof ReportsResponseSchema>;

/** The member's draft of a report (GET and PUT /events/{id}/reports/draft). */
export const ReportDraftSchema = z.object({
  text: z.string(),
  updated_at: z.string(),
});
export type ReportDraft = z.infer<typeof ReportDraftSchema>;

export const ReportDraftResponseSchema = z.object({ draft: ReportDraftSchema.nullable() });
export type ReportDraftResponse = z.infer<typeof ReportDraftResponseSchema>;

export const ReportDraftWriteSchema = z.object({ text: z.string().max(REPORT_LIMITS.text) });
export type ReportDraftWrite = z.infer<typeof ReportDraftWriteSchema>;

export const ReportsQuerySchema = z.object({
  status: ReportStatusSchema.default('submitted'),
});
