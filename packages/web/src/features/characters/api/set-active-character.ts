import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Character } from '@club/shared/contract/characters';
import { apiRequest } from '../../../api/client';
import { characterKeys } from './query-keys';

export function setActiveCharacter(id: number): Promise<Character> {
  return apiRequest<Character>(`characters/${id}/set-active`, { method: 'POST' });
}

/** One active character at a time: the server clears the flag on the others. */
export function useSetActiveCharacter() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setActiveCharacter,
    onSettled: () => queryClient.invalidateQueries({ queryKey: characterKeys.all }),
  });
}
