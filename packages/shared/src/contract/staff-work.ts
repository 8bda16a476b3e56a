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
 * - unpaid_signups: confirmed sign-ups that still owe something (a partial payment too)
 *   of published events not yet over (link: the event list, filtered to those events).
 * - refunds_due: sign-ups the club holds more money for than is due: paid more than the
 *   price, withdrawn after paying, or of a cancelled event (link: the event list, filtered).
 * - event_messages: members' threads with the organizers whose last message waits for an
 *   answer (link: the staff's message list).
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
  refunds_due: StaffWorkItemSchema,
  event_messages: StaffWorkItemSchema,
  /** The sum of the counts (the navigation's badge). */
  total: z.number().int(),
});
export type StaffWork = z.infer<typeof StaffWorkSchema>;
