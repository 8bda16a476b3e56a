import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ItemType, ItemTypeUpdate } from '@club/shared/contract/inventory';
import { apiRequest } from '../../../api/client';
import { inventoryKeys } from './query-keys';

/** PUT item-types/{id} (the board): the fields sent. */
export function updateItemType(id: number, body: ItemTypeUpdate): Promise<ItemType> {
  return apiRequest<ItemType>(`item-types/${id}`, { method: 'PUT', body });
}

export function useUpdateItemType() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: ItemTypeUpdate }) => updateItemType(id, body),
    // Names shown in inventories and envelopes change with the type.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: inventoryKeys.all }),
  });
}
