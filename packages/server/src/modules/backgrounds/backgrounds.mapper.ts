import {
  BackgroundStatusSchema,
  type Background,
  type BackgroundSummary,
  type CharacterComment,
} from '@club/shared/contract/backgrounds';

interface BackgroundRecord {
  text: string;
  status: string;
  review_comment: string | null;
  reviewed_by_name: string | null;
  reviewed_at: string | null;
  submitted_at: string | null;
  updated_at: string;
}

/** A character without a row has an empty draft. */
export function toBackground(
  character: { id: number; name: string },
  row: BackgroundRecord | undefined,
): Background {
  return {
    character_id: character.id,
    character_name: character.name,
    text: row?.text ?? '',
    status: BackgroundStatusSchema.parse(row?.status ?? 'draft'),
    review_comment: row?.review_comment ?? null,
    reviewed_by_name: row?.reviewed_by_name ?? null,
    reviewed_at: row?.reviewed_at ?? null,
    submitted_at: row?.submitted_at ?? null,
    updated_at: row?.updated_at ?? null,
  };
}

export function toBackgroundSummary(row: {
  character_id: number;
  character_name: string;
  user_id: number;
  user_name: string;
  status: string;
  submitted_at: string | null;
  updated_at: string;
}): BackgroundSummary {
  return { ...row, status: BackgroundStatusSchema.parse(row.status) };
}

export function toComment(row: {
  id: number;
  character_id: number;
  author_id: number | null;
  author_name: string | null;
  author_deleted_at: string | null;
  author_is_staff: number;
  text: string;
  staff_only: number;
  created_at: string;
}): CharacterComment {
  const gone = row.author_deleted_at !== null;
  return {
    id: row.id,
    character_id: row.character_id,
    author_id: gone ? null : row.author_id,
    author_name: gone ? null : row.author_name,
    author_is_staff: row.author_is_staff === 1,
    text: row.text,
    staff_only: row.staff_only === 1,
    created_at: row.created_at,
  };
}
