import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SpecialAbility, SpecialAbilityCreate } from '@club/shared/contract/rules';
import { apiRequest } from '../../../api/client';
import { specialAbilitiesQueryKey } from './get-special-abilities';

/** POST special-abilities. */
export function createSpecialAbility(
  specialAbility: SpecialAbilityCreate,
): Promise<SpecialAbility> {
  return apiRequest<SpecialAbility>('special-abilities', { method: 'POST', body: specialAbility });
}

export function useCreateSpecialAbility() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSpecialAbility,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: specialAbilitiesQueryKey }),
  });
}
