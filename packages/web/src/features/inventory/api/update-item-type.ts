import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ItemType, ItemTypeUpdate } from '@club/shared/contract/inventory';
import { apiRequest } from '../../../api/client';
import * as apiPaths from '../../../config/api-paths';
import { refreshInventories } from './create-transfer';
import { itemTypesQuery } from './get-item-types';

/** PUT item-types/{id} (the board): the fields sent. */
export function updateItemType(id: number, body: ItemTypeUpdate): Promise<ItemType> {
  return apiRequest<ItemType>(apiPaths.itemTypes.detail(id), { method: 'PUT', body });
}

export function useUpdateItemType() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: ItemTypeUpdate }) => updateItemType(id, body),
    // The names inventories, pieces and the ledger show change with the type.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: itemTypesQuery.queryKey }),
        refreshInventories(queryClient),
      ]),
  });
}
