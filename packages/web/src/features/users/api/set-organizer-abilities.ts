import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Character, OrganizerAbilitiesUpdate } from '@club/shared/contract/characters';
import { apiRequest } from '../../../api/client';
import { characterQuery, refreshCharacters } from '../../../api/queries/characters';
import * as apiPaths from '../../../config/api-paths';

export function setOrganizerAbilities(
  characterId: number,
  body: OrganizerAbilitiesUpdate,
): Promise<Character> {
  return apiRequest<Character>(apiPaths.characters.organizerAbilities(characterId), {
    method: 'PUT',
    body,
  });
}

export function useSetOrganizerAbilities() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ characterId, ...body }: OrganizerAbilitiesUpdate & { characterId: number }) =>
      setOrganizerAbilities(characterId, body),
    onSuccess: (character) => {
      queryClient.setQueryData(characterQuery(character.id).queryKey, character);
      return refreshCharacters(queryClient);
    },
  });
}
