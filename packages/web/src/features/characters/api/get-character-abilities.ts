import { useQuery } from '@tanstack/react-query';
import type { CharacterAbilitiesResponse } from '@club/shared/contract/characters';
import { apiRequest } from '../../../api/client';
import { characterKeys } from './query-keys';

export function getCharacterAbilities(id: number): Promise<CharacterAbilitiesResponse> {
  return apiRequest<CharacterAbilitiesResponse>(`characters/${id}/abilities`);
}

export function useCharacterAbilities(id: number | null) {
  return useQuery({
    queryKey: characterKeys.abilities(id ?? 0),
    queryFn: () => getCharacterAbilities(id ?? 0),
    enabled: id !== null,
  });
}
