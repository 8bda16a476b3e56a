import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ItemType, ItemTypeCreate } from '@club/shared/contract/inventory';
import { apiRequest } from '../../../api/client';
import * as apiPaths from '../../../config/api-paths';
import { itemTypesQuery } from './get-item-types';

/** POST item-types (the board). */
export function createItemType(body: ItemTypeCreate): Promise<ItemType> {
  return apiRequest<ItemType>(apiPaths.itemTypes.list, { method: 'POST', body });
}

export function useCreateItemType() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createItemType,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: itemTypesQuery.queryKey }),
  });
}
