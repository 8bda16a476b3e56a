import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { XpAwardsCreate, XpAwardsResponse } from '@club/shared/contract/characters';
import { apiRequest } from '../../../api/client';
import { CHARACTER_CACHE_KEY, userKeys } from './query-keys';

/** POST xp-awards: one ledger row per character, all or none. */
export function awardXpMany(body: XpAwardsCreate): Promise<XpAwardsResponse> {
  return apiRequest<XpAwardsResponse>('xp-awards', { method: 'POST', body });
}

export function useAwardXpMany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: awardXpMany,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: userKeys.all }),
        queryClient.invalidateQueries({ queryKey: CHARACTER_CACHE_KEY }),
      ]),
  });
}
