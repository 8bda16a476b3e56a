import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Character, CharacterUpdate } from '@club/shared/contract/characters';
import { apiRequest } from '../../../api/client';
import { characterListQuery, characterQuery } from '../../../api/queries/characters';
import * as apiPaths from '../../../config/api-paths';

export function updateCharacter(id: number, body: CharacterUpdate): Promise<Character> {
  return apiRequest<Character>(apiPaths.characters.detail(id), { method: 'PUT', body });
}

/** Changes the avatar or the description; the list and the character are refreshed. */
export function useUpdateCharacter() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: CharacterUpdate & { id: number }) => updateCharacter(id, body),
    onSuccess: (character) => {
      queryClient.setQueryData(characterQuery(character.id).queryKey, character);
      return queryClient.invalidateQueries({
        queryKey: characterListQuery.queryKey,
        exact: true,
      });
    },
  });
}
