import { useQuery } from '@tanstack/react-query';
import type { CharacterAbilitiesResponse } from '@club/shared/contract/characters';
import { apiQuery } from '../../../api/api-query';
import * as apiPaths from '../../../config/api-paths';

/** The abilities on a character's sheet, with their state (unlocked, special choice). */
export function characterAbilitiesQuery(id: number) {
  return apiQuery<CharacterAbilitiesResponse>(apiPaths.characters.abilities(id));
}

export function useCharacterAbilities(id: number | null) {
  return useQuery({ ...characterAbilitiesQuery(id ?? 0), enabled: id !== null });
}
