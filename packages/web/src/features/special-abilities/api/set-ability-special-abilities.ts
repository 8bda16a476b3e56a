import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SpecialAbilitiesResponse, SpecialAbility } from '@club/shared/contract/rules';
import { apiRequest } from '../../../api/client';
import { rulesWritePath, type WithImpact } from '../../../api/dry-run';
import { abilitySpecialAbilitiesQuery } from '../../../api/queries/rules';
import * as apiPaths from '../../../config/api-paths';

/**
 * POST abilities/{id}/special-abilities: replaces the links, in this order. Characters who
 * chose an unlinked one come under review (the answer's impact); `dryRun` changes nothing.
 */
export function setAbilitySpecialAbilities(
  abilityId: number,
  specialAbilityIds: number[],
  dryRun = false,
): Promise<WithImpact<SpecialAbilitiesResponse>> {
  return apiRequest<WithImpact<SpecialAbilitiesResponse>>(
    rulesWritePath(apiPaths.abilities.specialAbilities(abilityId), dryRun),
    { method: 'POST', body: { special_ability_ids: specialAbilityIds } },
  );
}

export interface LinkChange {
  abilityId: number;
  /** The whole new list, in order. */
  specialAbilities: SpecialAbility[];
}

const mutationKey = ['abilities', 'set-special-abilities'] as const;

/**
 * Saves at once and shows the new list before the answer comes (SPEC 4). Changes made in
 * quick succession are sent one after another; only the last answer (or, after a
 * refusal, a fresh load) decides what the board shows.
 */
export function useSetAbilitySpecialAbilities({ onError }: { onError: (error: unknown) => void }) {
  const queryClient = useQueryClient();
  const isLast = () => queryClient.isMutating({ mutationKey }) <= 1;
  return useMutation({
    mutationKey,
    scope: { id: 'ability-special-abilities' },
    mutationFn: ({ abilityId, specialAbilities }: LinkChange) =>
      setAbilitySpecialAbilities(
        abilityId,
        specialAbilities.map((special) => special.id),
      ),
    onMutate: async ({ abilityId, specialAbilities }) => {
      const { queryKey } = abilitySpecialAbilitiesQuery(abilityId);
      await queryClient.cancelQueries({ queryKey });
      queryClient.setQueryData(queryKey, { abilities: specialAbilities });
    },
    onError,
    onSuccess: (saved, { abilityId }) => {
      if (isLast())
        queryClient.setQueryData(abilitySpecialAbilitiesQuery(abilityId).queryKey, saved);
    },
    onSettled: (_data, error, { abilityId }) => {
      if (error && isLast()) {
        return queryClient.invalidateQueries({
          queryKey: abilitySpecialAbilitiesQuery(abilityId).queryKey,
        });
      }
    },
  });
}
