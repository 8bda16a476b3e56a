import { useQuery } from '@tanstack/react-query';
import type { Character } from '@club/shared/contract/characters';
import { apiRequest } from '../../../api/client';
import { userKeys } from './query-keys';

export function getCharacter(id: number): Promise<Character> {
  return apiRequest<Character>(`characters/${id}`, { quiet: true });
}

/** A user's character in full: its organizer abilities are edited here. */
export function useManagedCharacter(id: number, enabled: boolean) {
  return useQuery({ queryKey: userKeys.character(id), queryFn: () => getCharacter(id), enabled });
}
