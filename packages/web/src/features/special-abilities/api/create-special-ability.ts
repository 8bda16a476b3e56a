import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SpecialAbility, SpecialAbilityCreate } from '@club/shared/contract/rules';
import { apiRequest } from '../../../api/client';
import * as apiPaths from '../../../config/api-paths';
import { specialAbilitiesQuery } from './get-special-abilities';

/** POST special-abilities. */
export function createSpecialAbility(
  specialAbility: SpecialAbilityCreate,
): Promise<SpecialAbility> {
  return apiRequest<SpecialAbility>(apiPaths.specialAbilities.list, {
    method: 'POST',
    body: specialAbility,
  });
}

export function useCreateSpecialAbility() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSpecialAbility,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: specialAbilitiesQuery.queryKey }),
  });
}
