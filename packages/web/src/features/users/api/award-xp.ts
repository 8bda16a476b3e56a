import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { XpAward, XpAwardCreate } from '@club/shared/contract/characters';
import { apiRequest } from '../../../api/client';
import { refreshCharacters } from '../../../api/queries/characters';
import { refreshUsers } from '../../../api/queries/users';
import * as apiPaths from '../../../config/api-paths';

export function awardXp(characterId: number, body: XpAwardCreate): Promise<XpAward> {
  return apiRequest<XpAward>(apiPaths.characters.xp(characterId), { method: 'POST', body });
}

/** One ledger row: an amount (a negative one corrects) and the reason. */
export function useAwardXp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ characterId, ...body }: XpAwardCreate & { characterId: number }) =>
      awardXp(characterId, body),
    onSuccess: () => Promise.all([refreshUsers(queryClient), refreshCharacters(queryClient)]),
  });
}
