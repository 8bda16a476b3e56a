import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Character, OrganizerAbilitiesUpdate } from '@club/shared/contract/characters';
import { apiRequest } from '../../../api/client';
import { CHARACTER_CACHE_KEY, userKeys } from './query-keys';

export function setOrganizerAbilities(
  characterId: number,
  body: OrganizerAbilitiesUpdate,
): Promise<Character> {
  return apiRequest<Character>(`characters/${characterId}/organizer-abilities`, {
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
      queryClient.setQueryData(userKeys.character(character.id), character);
      return queryClient.invalidateQueries({ queryKey: CHARACTER_CACHE_KEY });
    },
  });
}
