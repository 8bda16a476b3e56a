import { useQuery } from '@tanstack/react-query';
import type { Character } from '@club/shared/contract/characters';
import { apiRequest } from '../../../api/client';
import { inventoryKeys } from './query-keys';

/** GET characters/{id}: the character the logistics desk works on (its name and player). */
export function getCharacter(id: number): Promise<Character> {
  return apiRequest<Character>(`characters/${id}`);
}

export function useDeskCharacter(id: number | null) {
  return useQuery({
    queryKey: [...inventoryKeys.all, 'desk-character', id ?? 0],
    queryFn: () => getCharacter(id ?? 0),
    enabled: id !== null,
  });
}
