import type { ChangeRequest, ChangeRequestStatus } from '@club/shared/contract/change-requests';
import type { ChangeRequestRecord } from './change-requests.repository';

export function toChangeRequest(row: ChangeRequestRecord): ChangeRequest {
  return {
    id: row.id,
    character_id: row.character_id,
    character_name: row.character_name,
    user_id: row.user_id,
    user_name: row.user_name,
    message: row.message,
    status: row.status as ChangeRequestStatus,
    reason: row.reason,
    answered_by_name: row.answered_by_name,
    answered_at: row.answered_at,
    created_at: row.created_at,
  };
}
