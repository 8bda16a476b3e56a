import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Ability, AbilityUpdate } from '@club/shared/contract/rules';
import { apiRequest } from '../../../api/client';
import { rulesWritePath, type WithImpact } from '../../../api/dry-run';
import { abilitiesQuery, professionsQuery } from '../../../api/queries/rules';
import * as apiPaths from '../../../config/api-paths';

/**
 * PUT abilities/{id}: the fields sent change, the others keep their value. With `dryRun`
 * nothing changes; the answer says what would, and whom it would put under review.
 */
export function updateAbility(
  id: number,
  update: AbilityUpdate,
  dryRun = false,
): Promise<WithImpact<Ability>> {
  return apiRequest<WithImpact<Ability>>(rulesWritePath(apiPaths.abilities.detail(id), dryRun), {
    method: 'PUT',
    body: update,
  });
}

export function useUpdateAbility() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, update }: { id: number; update: AbilityUpdate }) =>
      updateAbility(id, update),
    onSuccess: async () => {
      // Professions carry their abilities, so their lists show the change too.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: abilitiesQuery.queryKey }),
        queryClient.invalidateQueries({ queryKey: professionsQuery.queryKey }),
      ]);
    },
  });
}
