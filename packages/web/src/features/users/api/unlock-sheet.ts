import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Character } from '@club/shared/contract/characters';
import { apiRequest } from '../../../api/client';
import { CHARACTER_CACHE_KEY, userKeys } from './query-keys';

export function unlockSheet(characterId: number): Promise<Character> {
  return apiRequest<Character>(`characters/${characterId}/allow-update`, {
    method: 'PATCH',
    body: { allow_update: 1 },
  });
}

/** "Unlock Sheet": the player may change saved abilities until the next save locks it. */
export function useUnlockSheet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unlockSheet,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: userKeys.all }),
        queryClient.invalidateQueries({ queryKey: CHARACTER_CACHE_KEY }),
      ]),
  });
}
