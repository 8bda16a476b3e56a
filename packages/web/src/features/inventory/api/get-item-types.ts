import { useQuery } from '@tanstack/react-query';
import type { ItemTypesResponse } from '@club/shared/contract/inventory';
import { apiRequest } from '../../../api/client';
import { inventoryKeys } from './query-keys';

/** GET item-types: the catalogue (players see the types visible to them). */
export function getItemTypes(): Promise<ItemTypesResponse> {
  return apiRequest<ItemTypesResponse>('item-types');
}

export function useItemTypes() {
  return useQuery({ queryKey: inventoryKeys.itemTypes(), queryFn: getItemTypes });
}
