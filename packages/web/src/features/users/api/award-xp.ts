import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { XpAward, XpAwardCreate } from '@club/shared/contract/characters';
import { apiRequest } from '../../../api/client';
import { CHARACTER_CACHE_KEY, userKeys } from './query-keys';

export function awardXp(characterId: number, body: XpAwardCreate): Promise<XpAward> {
  return apiRequest<XpAward>(`characters/${characterId}/xp`, { method: 'POST', body });
}

/** One ledger row: an amount (a negative one corrects) and the reason. */
export function useAwardXp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ characterId, ...body }: XpAwardCreate & { characterId: number }) =>
      awardXp(characterId, body),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: userKeys.all }),
        queryClient.invalidateQueries({ queryKey: CHARACTER_CACHE_KEY }),
      ]),
  });
}
