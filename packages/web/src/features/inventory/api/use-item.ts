import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ItemUse } from '@club/shared/contract/crafting';
import type { LedgerEntry } from '@club/shared/contract/inventory';
import { apiRequest } from '../../../api/client';
import * as apiPaths from '../../../config/api-paths';
import { refreshInventories } from './create-transfer';

/** POST items/{code}/use: the holder's owner or staff mark a piece used. */
export function useItem({ code, body }: { code: string; body: ItemUse }): Promise<LedgerEntry> {
  return apiRequest<LedgerEntry>(apiPaths.inventory.useItem(code), { method: 'POST', body });
}

export function useUseItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: useItem,
    onSuccess: () => refreshInventories(queryClient),
  });
}
