import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Character } from '@club/shared/contract/characters';
import { apiKey } from '../../../api/api-query';
import { apiRequest } from '../../../api/client';
import { characterQuery } from '../../../api/queries/characters';
import * as apiPaths from '../../../config/api-paths';

/** The character's professions anew: the optional picks (the server keeps the mandatory ones). */
export function updateCharacterProfessions(
  id: number,
  professionIds: readonly number[],
): Promise<Character> {
  return apiRequest<Character>(apiPaths.characters.professions(id), {
    method: 'PUT',
    body: { profession_ids: professionIds },
  });
}

/** Saves a profession swap; the character, its sheet and the list are refreshed. */
export function useUpdateCharacterProfessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, professionIds }: { id: number; professionIds: readonly number[] }) =>
      updateCharacterProfessions(id, professionIds),
    onSuccess: (character) => {
      queryClient.setQueryData(characterQuery(character.id).queryKey, character);
      // Not the lock checks of the form still open: a profession just let go is no longer
      // the character's, and asking about it again would only be answered 404.
      return queryClient.invalidateQueries({
        queryKey: apiKey(apiPaths.characters.list),
        predicate: (query) => !query.queryKey.includes('can-remove'),
      });
    },
  });
}
