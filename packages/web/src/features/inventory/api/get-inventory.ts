import { useQuery } from '@tanstack/react-query';
import type { Inventory } from '@club/shared/contract/inventory';
import { apiQuery } from '../../../api/api-query';
import * as apiPaths from '../../../config/api-paths';

/** GET characters/{id}/inventory: what the character holds and its history. */
export function inventoryQuery(characterId: number) {
  return apiQuery<Inventory>(apiPaths.inventory.ofCharacter(characterId));
}

export function useInventory(characterId: number | null) {
  return useQuery({ ...inventoryQuery(characterId ?? 0), enabled: characterId !== null });
}
