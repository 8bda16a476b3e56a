import { useQuery } from '@tanstack/react-query';
import type { ItemsResponse } from '@club/shared/contract/inventory';
import { apiQuery } from '../../../api/api-query';
import * as apiPaths from '../../../config/api-paths';

/** GET items?item_type_id=N (staff): every piece of a unique type and its holder. */
export function piecesQuery(itemTypeId: number) {
  return apiQuery<ItemsResponse>(apiPaths.inventory.pieces(itemTypeId));
}

export function usePieces(itemTypeId: number | null) {
  return useQuery({ ...piecesQuery(itemTypeId ?? 0), enabled: itemTypeId !== null });
}
