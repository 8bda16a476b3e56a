import { useQuery } from '@tanstack/react-query';
import type { ItemLookup } from '@club/shared/contract/inventory';
import { apiQuery } from '../../../api/api-query';
import * as apiPaths from '../../../config/api-paths';

/** GET items/{code}: a scanned card (staff also see its holder and history). */
export function itemQuery(code: string) {
  return apiQuery<ItemLookup>(apiPaths.inventory.item(code));
}

export function useItem(code: string) {
  return useQuery({ ...itemQuery(code), enabled: code !== '', retry: false });
}
