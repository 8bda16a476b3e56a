import { ReportStatusSchema, type EventReport } from '@club/shared/contract/reports';

interface ReportRow {
  id: number;
  event_id: number;
  event_title: string;
  event_starts_at: string;
  signup_id: number;
  character_id: number | null;
  character_name: string | null;
  user_id: number | null;
  user_name: string | null;
  user_deleted_at: string | null;
  text: string;
  status: string;
  review_comment: string | null;
  reviewed_by_name: string | null;
  reviewer_deleted_at: string | null;
  reviewed_at: string | null;
  xp_awarded: number | null;
  created_at: string;
  updated_at: string;
}

/** A deleted account's name is never shown; its tombstone answers null. */
export function toReport(row: ReportRow): EventReport {
  const authorGone = row.user_deleted_at !== null;
  return {
    id: row.id,
    event_id: row.event_id,
    event_title: row.event_title,
    event_starts_at: row.event_starts_at,
    signup_id: row.signup_id,
    character_id: row.character_id,
    character_name: row.character_name,
    user_id: authorGone ? null : row.user_id,
    user_name: authorGone ? null : row.user_name,
    text: row.text,
    status: ReportStatusSchema.parse(row.status),
    review_comment: row.review_comment,
    reviewed_by_name: row.reviewer_deleted_at !== null ? null : row.reviewed_by_name,
    reviewed_at: row.reviewed_at,
    xp_awarded: row.xp_awarded,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}
