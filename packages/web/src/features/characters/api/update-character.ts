import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Character, CharacterUpdate } from '@club/shared/contract/characters';
import { apiRequest } from '../../../api/client';
import { characterKeys } from './query-keys';

export function updateCharacter(id: number, body: CharacterUpdate): Promise<Character> {
  return apiRequest<Character>(`characters/${id}`, { method: 'PUT', body });
}

/** Changes the avatar or the description; the list and the character are refreshed. */
export function useUpdateCharacter() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: CharacterUpdate & { id: number }) => updateCharacter(id, body),
    onSuccess: (character) => {
      queryClient.setQueryData(characterKeys.detail(character.id), character);
      return queryClient.invalidateQueries({ queryKey: characterKeys.list() });
    },
  });
}
