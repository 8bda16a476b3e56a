import type { Kysely, Transaction } from 'kysely';
import type { z } from 'zod';
import {
  XP_REASON_KEYS,
  xpReasonFor,
  type XpReason,
} from '@club/shared/contract/characters-constants';
import { NOTIFICATION_LINKS, NOTIFICATION_TITLE_KEYS } from '@club/shared/contract/notifications';
import {
  REPORT_ERROR_CODES,
  type EventReport,
  type ReportDraftResponse,
  type ReportDraftWrite,
  type ReportReviewSchema,
  type ReportStatus,
  type ReportWrite,
  type ReportsResponse,
} from '@club/shared/contract/reports';
import {
  canAccessCharacterThread,
  canPlanEvents,
  canReviewPlayerWriting,
} from '@club/shared/rules/permissions';
import type { Database, Db } from '../../db/schema';
import { isUniqueViolation } from '../../db/storage-errors';
import { conflict, forbidden, notFound } from '../../errors';
import { recordAudit } from '../audit/audit.repository';
import { findCharacterOwner } from '../backgrounds/backgrounds.repository';
import * as events from '../events/events.repository';
import type { Notify } from '../notifications/notifications.service';
import { toReport } from './reports.mapper';
import * as repo from './reports.repository';

export interface ReportViewer {
  id: number;
  role: string;
}

export type ReportReviewInput = z.output<typeof ReportReviewSchema>;

const notEditable = () =>
  conflict(REPORT_ERROR_CODES.notEditable, 'An approved report is not changed');

const alreadyWritten = () =>
  conflict(REPORT_ERROR_CODES.alreadyWritten, 'You have written a report for this event already');

/** After-event reports (contract/reports.ts). */
export interface ReportsDeps {
  db: Kysely<Database>;
  notify: Notify;
  /** Writes XP ledger rows and tells their owners, inside the approval's transaction (characters). */
  awardXp: (
    trx: Transaction<Database>,
    awards: readonly {
      characterId: number;
      amount: number;
      reason: string | XpReason;
      awardedBy: number;
    }[],
  ) => Promise<unknown>;
}

export function createReportsService({ db, notify, awardXp }: ReportsDeps) {
  /** An event the viewer can see; a draft is 404 to members. */
  async function visibleEvent(viewer: ReportViewer, eventId: number) {
    const event = await events.findEvent(db, eventId);
    if (!event || (event.status === 'draft' && !canPlanEvents(viewer.role))) {
      throw notFound('event');
    }
    return event;
  }

  /** The member's checked-in sign-up naming a character: who may write a report. */
  async function writableSignup(trx: Db, viewer: ReportViewer, eventId: number) {
    const signup = await repo.findMemberSignup(trx, eventId, viewer.id);
    if (!signup || signup.checked_in_at === null) {
      throw conflict(
        REPORT_ERROR_CODES.notCheckedIn,
        'Only a member who was checked in at the event writes a report',
      );
    }
    if (signup.character_id === null) {
      throw conflict(
        REPORT_ERROR_CODES.noCharacter,
        'The sign-up names no character to write about',
      );
    }
    return { signupId: signup.id, characterId: signup.character_id };
  }

  async function load(id: number): Promise<EventReport> {
    const row = await repo.findReport(db, id);
    if (!row) throw notFound('report');
    return toReport(row);
  }

  async function write(
    viewer: ReportViewer,
    eventId: number,
    input: ReportWrite,
  ): Promise<EventReport> {
    await visibleEvent(viewer, eventId);
    const id = await db
      .transaction()
      .execute(async (trx) => {
        const { signupId, characterId } = await writableSignup(trx, viewer, eventId);
        const reportId = await repo.insertReport(
          trx,
          {
            event_id: eventId,
            signup_id: signupId,
            user_id: viewer.id,
            character_id: characterId,
            text: input.text,
          },
          new Date().toISOString(),
        );
        await repo.deleteDraft(trx, viewer.id, eventId);
        return reportId;
      })
      .catch((error: unknown) => {
        // One report per sign-up: the unique key decides between two at once.
        if (isUniqueViolation(error)) throw alreadyWritten();
        throw error;
      });
    return load(id);
  }

  async function rewrite(
    viewer: ReportViewer,
    eventId: number,
    reportId: number,
    input: ReportWrite,
  ): Promise<EventReport> {
    const report = await repo.findReport(db, reportId);
    if (!report || report.event_id !== eventId) throw notFound('report');
    if (report.user_id !== viewer.id) throw forbidden();
    await db.transaction().execute(async (trx) => {
      const changed = await repo.rewriteReport(trx, reportId, input.text, new Date().toISOString());
      if (!changed) throw notEditable();
      await repo.deleteDraft(trx, viewer.id, eventId);
    });
    return load(reportId);
  }

  /** The member's own draft of the event's report; nobody else's is ever read. */
  async function draft(viewer: ReportViewer, eventId: number): Promise<ReportDraftResponse> {
    await visibleEvent(viewer, eventId);
    return { draft: (await repo.findDraft(db, viewer.id, eventId)) ?? null };
  }

  /**
   * Keeps what the member has written so far. Only a member who may write the report keeps
   * a draft of it, and not once the report is approved (it no longer changes).
   */
  async function saveDraft(
    viewer: ReportViewer,
    eventId: number,
    input: ReportDraftWrite,
  ): Promise<ReportDraftResponse> {
    await visibleEvent(viewer, eventId);
    const at = new Date().toISOString();
    await db.transaction().execute(async (trx) => {
      await writableSignup(trx, viewer, eventId);
      const report = await repo.findMemberReportStatus(trx, eventId, viewer.id);
      if (report?.status === 'approved') throw notEditable();
      await repo.saveDraft(trx, viewer.id, eventId, input.text, at);
    });
    return { draft: { text: input.text, updated_at: at } };
  }

  async function discardDraft(viewer: ReportViewer, eventId: number): Promise<void> {
    await visibleEvent(viewer, eventId);
    await repo.deleteDraft(db, viewer.id, eventId);
  }

  async function listForEvent(viewer: ReportViewer, eventId: number): Promise<ReportsResponse> {
    await visibleEvent(viewer, eventId);
    const rows = await repo.listEventReports(
      db,
      eventId,
      canReviewPlayerWriting(viewer.role) ? null : viewer.id,
    );
    return { reports: rows.map(toReport) };
  }

  async function listByStatus(
    viewer: ReportViewer,
    status: ReportStatus,
  ): Promise<ReportsResponse> {
    if (!canReviewPlayerWriting(viewer.role)) throw forbidden();
    return { reports: (await repo.listReportsByStatus(db, status)).map(toReport) };
  }

  async function story(viewer: ReportViewer, characterId: number): Promise<ReportsResponse> {
    const character = await findCharacterOwner(db, characterId);
    if (!character) throw notFound('character');
    if (!canAccessCharacterThread(viewer, character)) throw forbidden();
    return { reports: (await repo.listCharacterReports(db, characterId)).map(toReport) };
  }

  /**
   * Approving writes the event's report XP to the character's ledger in the same
   * transaction as the status change, and only when that change took: approving twice,
   * even at the same moment, awards once.
   */
  async function review(
    viewer: ReportViewer,
    eventId: number,
    reportId: number,
    input: ReportReviewInput,
  ): Promise<EventReport> {
    if (!canReviewPlayerWriting(viewer.role)) throw forbidden();
    await db.transaction().execute(async (trx) => {
      const report = await repo.findReport(trx, reportId);
      if (!report || report.event_id !== eventId) throw notFound('report');
      const at = new Date().toISOString();
      const reviewed = await repo.reviewReport(trx, reportId, {
        status: input.status,
        review_comment: input.comment === '' ? null : input.comment,
        reviewed_by: viewer.id,
        at,
      });
      if (!reviewed) {
        throw conflict(REPORT_ERROR_CODES.notReviewable, 'The report has been reviewed already');
      }
      const event = await events.findEvent(trx, eventId);
      if (!event) throw notFound('event');
      let awarded = 0;
      if (input.status === 'approved' && report.character_id !== null && event.xp_report > 0) {
        const reason = xpReasonFor(XP_REASON_KEYS.report, { event: event.title });
        await awardXp(trx, [
          {
            characterId: report.character_id,
            amount: event.xp_report,
            reason,
            awardedBy: viewer.id,
          },
        ]);
        awarded = event.xp_report;
      }
      if (input.status === 'approved') await repo.setXpAwarded(trx, reportId, awarded);
      if (report.user_id !== null) {
        await notify(trx, [
          {
            userId: report.user_id,
            kind: 'report_reviewed',
            title: {
              key:
                input.status === 'approved'
                  ? NOTIFICATION_TITLE_KEYS.reportApproved
                  : NOTIFICATION_TITLE_KEYS.reportReturned,
              params: { event: event.title },
            },
            body: input.comment || null,
            link: NOTIFICATION_LINKS.eventReports(eventId),
          },
        ]);
      }
      await recordAudit(trx, {
        actorId: viewer.id,
        action: input.status === 'approved' ? 'report-approve' : 'report-return',
        entity: 'event',
        entityId: eventId,
        before: { report_id: reportId, status: 'submitted' },
        after: { report_id: reportId, status: input.status, xp: awarded },
      });
    });
    return load(reportId);
  }

  return {
    write,
    rewrite,
    draft,
    saveDraft,
    discardDraft,
    listForEvent,
    listByStatus,
    story,
    review,
  };
}

export type ReportsService = ReturnType<typeof createReportsService>;
