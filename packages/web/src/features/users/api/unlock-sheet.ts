import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Character } from '@club/shared/contract/characters';
import { apiRequest } from '../../../api/client';
import { refreshCharacters } from '../../../api/queries/characters';
import { refreshUsers } from '../../../api/queries/users';
import * as apiPaths from '../../../config/api-paths';

export function unlockSheet(characterId: number): Promise<Character> {
  return apiRequest<Character>(apiPaths.characters.allowUpdate(characterId), {
    method: 'PATCH',
    body: { allow_update: 1 },
  });
}

/** "Unlock Sheet": the player may change saved abilities until the next save locks it. */
export function useUnlockSheet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unlockSheet,
    onSuccess: () => Promise.all([refreshUsers(queryClient), refreshCharacters(queryClient)]),
  });
}
