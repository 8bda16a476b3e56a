import { useQuery } from '@tanstack/react-query';
import type { ItemsResponse } from '@club/shared/contract/inventory';
import { apiRequest } from '../../../api/client';
import { inventoryKeys } from './query-keys';

/** GET items?item_type_id=N (staff): every piece of a unique type and its holder. */
export function getPieces(itemTypeId: number): Promise<ItemsResponse> {
  return apiRequest<ItemsResponse>(`items?item_type_id=${itemTypeId}`);
}

export function usePieces(itemTypeId: number | null) {
  return useQuery({
    queryKey: inventoryKeys.pieces(itemTypeId ?? 0),
    queryFn: () => getPieces(itemTypeId ?? 0),
    enabled: itemTypeId !== null,
  });
}
