import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Character } from '@club/shared/contract/characters';
import { apiRequest } from '../../../api/client';
import { characterKeys } from './query-keys';

/** The character's professions anew: the optional picks (the server keeps the mandatory ones). */
export function updateCharacterProfessions(
  id: number,
  professionIds: readonly number[],
): Promise<Character> {
  return apiRequest<Character>(`characters/${id}/professions`, {
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
      queryClient.setQueryData(characterKeys.detail(character.id), character);
      // Not the lock checks of the form still open: a profession just let go is no longer
      // the character's, and asking about it again would only be answered 404.
      return queryClient.invalidateQueries({
        queryKey: characterKeys.all,
        predicate: (query) => !query.queryKey.includes('can-remove'),
      });
    },
  });
}
