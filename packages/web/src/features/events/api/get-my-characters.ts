import { useQuery } from '@tanstack/react-query';
import type { CharacterListResponse } from '@club/shared/contract/characters';
import { characterListQuery } from '../../../api/queries/characters';

export interface OwnCharacter {
  id: number;
  name: string;
}

function ownCharacters(answer: CharacterListResponse): OwnCharacter[] {
  return answer.characters.map(({ id, name }) => ({ id, name }));
}

/** The member's own characters, the ones a sign-up may name. */
export function useMyCharacters() {
  return useQuery({ ...characterListQuery, select: ownCharacters });
}
