import { useQuery } from '@tanstack/react-query';
import type { ItemTypesResponse } from '@club/shared/contract/inventory';
import { apiQuery } from '../../../api/api-query';
import * as apiPaths from '../../../config/api-paths';

/** GET item-types: the catalogue (players see the types visible to them). */
export const itemTypesQuery = apiQuery<ItemTypesResponse>(apiPaths.itemTypes.list);

export function useItemTypes() {
  return useQuery(itemTypesQuery);
}
