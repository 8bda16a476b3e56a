import { useQuery } from '@tanstack/react-query';
import type { ItemLookup } from '@club/shared/contract/inventory';
import { apiRequest } from '../../../api/client';
import { inventoryKeys } from './query-keys';

/** GET items/{code}: a scanned card (staff also see its holder and history). */
export function getItem(code: string): Promise<ItemLookup> {
  return apiRequest<ItemLookup>(`items/${encodeURIComponent(code)}`);
}

export function useItem(code: string) {
  return useQuery({
    queryKey: inventoryKeys.item(code),
    queryFn: () => getItem(code),
    enabled: code !== '',
    retry: false,
  });
}
