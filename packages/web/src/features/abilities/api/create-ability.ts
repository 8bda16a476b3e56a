import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Ability, AbilityCreate } from '@club/shared/contract/rules';
import { apiRequest } from '../../../api/client';
import { abilitiesQuery } from '../../../api/queries/rules';
import * as apiPaths from '../../../config/api-paths';

/** POST abilities. */
export function createAbility(ability: AbilityCreate): Promise<Ability> {
  return apiRequest<Ability>(apiPaths.abilities.list, { method: 'POST', body: ability });
}

export function useCreateAbility() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAbility,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: abilitiesQuery.queryKey }),
  });
}
