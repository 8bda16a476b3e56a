import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { TransferCreate, TransferResponse } from '@club/shared/contract/inventory';
import { apiKey } from '../../../api/api-query';
import { apiRequest } from '../../../api/client';
import * as apiPaths from '../../../config/api-paths';

/** POST item-transfers: staff grant, take and move; a player gives. */
export function createTransfer(body: TransferCreate): Promise<TransferResponse> {
  return apiRequest<TransferResponse>(apiPaths.inventory.transfers, { method: 'POST', body });
}

/**
 * After anything moved: every character's reads (the inventories of both ends, named by a
 * ticket or not, lie below them), the ledger's pages and the pieces with their holders.
 */
export function refreshInventories(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: apiKey(apiPaths.characters.list) }),
    queryClient.invalidateQueries({ queryKey: apiKey(apiPaths.inventory.transfers) }),
    queryClient.invalidateQueries({ queryKey: apiKey(apiPaths.inventory.items) }),
  ]);
}

export function useCreateTransfer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTransfer,
    onSuccess: () => refreshInventories(queryClient),
  });
}
