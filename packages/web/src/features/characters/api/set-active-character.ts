import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Character } from '@club/shared/contract/characters';
import { apiRequest } from '../../../api/client';
import { refreshCharacters } from '../../../api/queries/characters';
import * as apiPaths from '../../../config/api-paths';

export function setActiveCharacter(id: number): Promise<Character> {
  return apiRequest<Character>(apiPaths.characters.setActive(id), { method: 'POST' });
}

/** One active character at a time: the server clears the flag on the others. */
export function useSetActiveCharacter() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setActiveCharacter,
    onSettled: () => refreshCharacters(queryClient),
  });
}
