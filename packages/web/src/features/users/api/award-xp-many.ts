import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { XpAwardsCreate, XpAwardsResponse } from '@club/shared/contract/characters';
import { apiRequest } from '../../../api/client';
import { refreshCharacters } from '../../../api/queries/characters';
import { refreshUsers } from '../../../api/queries/users';
import * as apiPaths from '../../../config/api-paths';

/** POST xp-awards: one ledger row per character, all or none. */
export function awardXpMany(body: XpAwardsCreate): Promise<XpAwardsResponse> {
  return apiRequest<XpAwardsResponse>(apiPaths.xpAwards, { method: 'POST', body });
}

export function useAwardXpMany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: awardXpMany,
    onSuccess: () => Promise.all([refreshUsers(queryClient), refreshCharacters(queryClient)]),
  });
}
