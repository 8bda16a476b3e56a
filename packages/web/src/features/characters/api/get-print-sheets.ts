import { useQuery } from '@tanstack/react-query';
import type { PrintSheetsResponse } from '@club/shared/contract/print';
import { apiRequest } from '../../../api/client';

/** Staff: every active character (userIds null) or every character of the chosen members. */
export function getPrintSheets(userIds: readonly number[] | null): Promise<PrintSheetsResponse> {
  const query = userIds === null ? '' : `?user_ids=${userIds.join(',')}`;
  return apiRequest<PrintSheetsResponse>(`characters/print${query}`);
}

export function usePrintSheets(userIds: readonly number[] | null, enabled = true) {
  return useQuery({
    queryKey: ['characters', 'print', userIds === null ? 'active' : [...userIds].sort()],
    queryFn: () => getPrintSheets(userIds),
    enabled,
  });
}
