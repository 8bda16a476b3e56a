import type { Kysely } from 'kysely';
import { STAFF_WORK_LINKS, type StaffWork } from '@club/shared/contract/staff-work';
import { canSeeStaffWork } from '@club/shared/rules/permissions';
import type { Database } from '../../db/schema';
import { forbidden } from '../../errors';
import type { ReviewReasonBody } from '@club/shared/contract/review';
import * as repo from './staff-work.repository';

/** GET /staff/work: what waits for the organizers. */
export interface StaffWorkDeps {
  db: Kysely<Database>;
  /** Every character's open review reasons (review). */
  reviewReasons: () => Promise<Map<number, ReviewReasonBody[]>>;
}

export function createStaffWorkService({ db, reviewReasons }: StaffWorkDeps) {
  async function work(viewer: { role: string }): Promise<StaffWork> {
    if (!canSeeStaffWork(viewer.role)) throw forbidden();
    // Sheets under review are judged against the rules, not stored: the same reading the
    // needs-review list makes (the rules come from their cache).
    const [changeRequests, backgrounds, reports, unpaid, refunds, messages, reasons] =
      await Promise.all([
        repo.countOpenChangeRequests(db),
        repo.countSubmittedBackgrounds(db),
        repo.countSubmittedReports(db),
        repo.countUnpaidUpcomingSignups(db, new Date().toISOString()),
        repo.countRefundsDue(db),
        repo.countWaitingThreads(db),
        reviewReasons(),
      ]);
    const underReview = [...reasons.values()].filter((list) => list.length > 0).length;
    const item = (count: number, link: string) => ({ count, link });
    return {
      change_requests: item(changeRequests, STAFF_WORK_LINKS.change_requests),
      backgrounds: item(backgrounds, STAFF_WORK_LINKS.backgrounds),
      reports: item(reports, STAFF_WORK_LINKS.reports),
      sheets_under_review: item(underReview, STAFF_WORK_LINKS.sheets_under_review),
      unpaid_signups: item(unpaid, STAFF_WORK_LINKS.unpaid_signups),
      refunds_due: item(refunds, STAFF_WORK_LINKS.refunds_due),
      event_messages: item(messages, STAFF_WORK_LINKS.event_messages),
      total: changeRequests + backgrounds + reports + underReview + unpaid + refunds + messages,
    };
  }
  return { work };
}

export type StaffWorkService = ReturnType<typeof createStaffWorkService>;
