import { z } from 'zod';

export * from './staff-work-constants';

/**
 * GET /staff/work (staff: admin, superadmin, bestyrelse; members 403) → StaffWork: what
 * waits for the organizers, each with a count and a web path to work on it.
 *
 * - change_requests: open change requests (link: the user-management screen).
 * - backgrounds: backgrounds in `submitted` (link: GET /backgrounds' screen).
 * - reports: after-event reports in `submitted` (link: GET /reports' screen).
 * - sheets_under_review: characters flagged by a rules change (GET /characters/needs-review).
 * - unpaid_signups: confirmed, unpaid sign-ups with something to pay (amount due above 0)
 *   of published events not yet started (link: the event list).
 */

export const StaffWorkItemSchema = z.object({
  count: z.number().int(),
  /** A web app path (no base path). */
  link: z.string(),
});
export type StaffWorkItem = z.infer<typeof StaffWorkItemSchema>;

export const StaffWorkSchema = z.object({
  change_requests: StaffWorkItemSchema,
  backgrounds: StaffWorkItemSchema,
  reports: StaffWorkItemSchema,
  sheets_under_review: StaffWorkItemSchema,
  unpaid_signups: StaffWorkItemSchema,
  /** The sum of the counts (the navigation's badge). */
  total: z.number().int(),
});
export type StaffWork = z.infer<typeof StaffWorkSchema>;
