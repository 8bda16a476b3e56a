import { useQuery } from '@tanstack/react-query';
import type { CharacterListResponse } from '@club/shared/contract/characters';
import { apiRequest } from '../../../api/client';
import { readCharacterList } from './positional-rows';
import { characterKeys } from './query-keys';

/** An older server's positional rows are read as well (SPEC.md 3, notes). */
export async function getCharacters(): Promise<CharacterListResponse> {
  return readCharacterList(await apiRequest<unknown>('characters'));
}

/** The user's characters plus the races, classes and race-class pairs the create form offers. */
export function useCharacters() {
  return useQuery({ queryKey: characterKeys.list(), queryFn: getCharacters });
}
