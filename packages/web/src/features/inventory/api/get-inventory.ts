import { useQuery } from '@tanstack/react-query';
import type { Inventory } from '@club/shared/contract/inventory';
import { apiRequest } from '../../../api/client';
import { inventoryKeys } from './query-keys';

/** GET characters/{id}/inventory: what the character holds and its history. */
export function getInventory(characterId: number): Promise<Inventory> {
  return apiRequest<Inventory>(`characters/${characterId}/inventory`);
}

export function useInventory(characterId: number | null) {
  return useQuery({
    queryKey: inventoryKeys.character(characterId ?? 0),
    queryFn: () => getInventory(characterId ?? 0),
    enabled: characterId !== null,
  });
}
