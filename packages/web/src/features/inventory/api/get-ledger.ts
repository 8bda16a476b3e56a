import { useInfiniteQuery } from '@tanstack/react-query';
import type { LedgerResponse } from '@club/shared/contract/inventory';
import { apiRequest } from '../../../api/client';
import { inventoryKeys } from './query-keys';

export interface LedgerFilter {
  character_id?: number;
  holder?: 'bank';
  item_type_id?: number;
}

/** GET item-transfers (staff): the ledger, newest first, a page at a time. */
export function getLedger(filter: LedgerFilter, before?: number): Promise<LedgerResponse> {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(filter)) {
    if (value !== undefined) query.set(key, String(value));
  }
  if (before !== undefined) query.set('before', String(before));
  const text = query.toString();
  return apiRequest<LedgerResponse>(`item-transfers${text ? `?${text}` : ''}`);
}

export function useLedger(filter: LedgerFilter, enabled = true) {
  return useInfiniteQuery({
    queryKey: inventoryKeys.ledger(filter),
    queryFn: ({ pageParam }) => getLedger(filter, pageParam),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last) => last.next ?? undefined,
    enabled,
  });
}
