import { useInfiniteQuery } from '@tanstack/react-query';
import type { LedgerResponse } from '@club/shared/contract/inventory';
import { apiKey } from '../../../api/api-query';
import { apiRequest } from '../../../api/client';
import * as apiPaths from '../../../config/api-paths';

export interface LedgerFilter {
  character_id?: number;
  holder?: 'bank';
  item_type_id?: number;
}

/**
 * GET item-transfers (staff): the ledger, newest first, a page at a time. The pages of one
 * filter are cached together under the first page's path.
 */
export function useLedger(filter: LedgerFilter, enabled = true) {
  return useInfiniteQuery({
    queryKey: apiKey(apiPaths.inventory.ledger(filter)),
    queryFn: ({ pageParam }) =>
      apiRequest<LedgerResponse>(apiPaths.inventory.ledger({ ...filter, before: pageParam })),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last) => last.next ?? undefined,
    enabled,
  });
}
