import { useQuery } from '@tanstack/react-query';
import type { PrintSheetsResponse } from '@club/shared/contract/print';
import { apiRequest } from '../../../api/client';

/**
 * Staff: every active character (userIds null), every character of the chosen members, or
 * (eventId) exactly the characters an event's confirmed players signed up with.
 */
export function getPrintSheets(
  userIds: readonly number[] | null,
  eventId: number | null = null,
): Promise<PrintSheetsResponse> {
  const query =
    eventId !== null
      ? `?event_id=${eventId}`
      : userIds === null
        ? ''
        : `?user_ids=${userIds.join(',')}`;
  return apiRequest<PrintSheetsResponse>(`characters/print${query}`);
}

export function usePrintSheets(
  userIds: readonly number[] | null,
  enabled = true,
  eventId: number | null = null,
) {
  return useQuery({
    queryKey: [
      'characters',
      'print',
      eventId !== null ? { event: eventId } : userIds === null ? 'active' : [...userIds].sort(),
    ],
    queryFn: () => getPrintSheets(userIds, eventId),
    enabled,
  });
}
