import { useQuery } from '@tanstack/react-query';
import type { CharacterListResponse } from '@club/shared/contract/characters';
import { apiRequest } from '../../../api/client';
import { characterKeys } from './query-keys';

export function getCharacters(): Promise<CharacterListResponse> {
  return apiRequest<CharacterListResponse>('characters');
}

/** The user's characters plus the races, classes and race-class pairs the create form offers. */
export function useCharacters() {
  return useQuery({ queryKey: characterKeys.list(), queryFn: getCharacters });
}
