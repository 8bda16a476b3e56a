import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TransferCreate, TransferResponse } from '@club/shared/contract/inventory';
import { apiRequest } from '../../../api/client';
import { inventoryKeys } from './query-keys';

/** POST item-transfers: staff grant, take and move; a player gives. */
export function createTransfer(body: TransferCreate): Promise<TransferResponse> {
  return apiRequest<TransferResponse>('item-transfers', { method: 'POST', body });
}

export function useCreateTransfer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTransfer,
    // Both ends' inventories, the ledger, pieces and envelopes may all have changed.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: inventoryKeys.all }),
  });
}
