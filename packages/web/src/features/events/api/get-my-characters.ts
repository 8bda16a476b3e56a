import { useQuery } from '@tanstack/react-query';
import type { CharacterListResponse } from '@club/shared/contract/characters';
import { apiRequest } from '../../../api/client';
import { eventKeys } from './query-keys';

export interface OwnCharacter {
  id: number;
  name: string;
}

/** GET characters: the member's own characters, the ones a sign-up may name. */
export async function getMyCharacters(): Promise<OwnCharacter[]> {
  const answer = await apiRequest<CharacterListResponse>('characters');
  return answer.characters.map(({ id, name }) => ({ id, name }));
}

export function useMyCharacters() {
  return useQuery({ queryKey: eventKeys.myCharacters(), queryFn: getMyCharacters });
}
