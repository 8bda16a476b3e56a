import { useQuery } from '@tanstack/react-query';
import type { Character } from '@club/shared/contract/characters';
import { apiRequest } from '../../../api/client';
import { characterKeys } from './query-keys';

export function getCharacter(id: number): Promise<Character> {
  return apiRequest<Character>(`characters/${id}`);
}

export function useCharacter(id: number | null) {
  return useQuery({
    queryKey: characterKeys.detail(id ?? 0),
    queryFn: () => getCharacter(id ?? 0),
    enabled: id !== null,
  });
}
