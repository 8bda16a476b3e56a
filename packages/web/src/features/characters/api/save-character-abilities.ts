import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SaveAbilities, SaveAbilitiesResponse } from '@club/shared/contract/characters';
import { apiRequest } from '../../../api/client';
import { characterKeys } from './query-keys';

export function saveCharacterAbilities(
  id: number,
  body: SaveAbilities,
): Promise<SaveAbilitiesResponse> {
  return apiRequest<SaveAbilitiesResponse>(`characters/${id}/abilities`, { method: 'POST', body });
}

/** "Lock Sheet": stores the whole sheet at once; the character's XP and lock change with it. */
export function useSaveCharacterAbilities(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveAbilities) => saveCharacterAbilities(id, body),
    onSuccess: (saved) => {
      queryClient.setQueryData(characterKeys.abilities(id), saved.abilities);
      return queryClient.invalidateQueries({ queryKey: characterKeys.all });
    },
  });
}
