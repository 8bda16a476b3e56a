import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  SpecialAbilityUpdate,
  SpecialAbilityUpdateResponse,
} from '@club/shared/contract/rules';
import { apiRequest } from '../../../api/client';
import { abilitiesQuery } from '../../../api/queries/rules';
import * as apiPaths from '../../../config/api-paths';
import { specialAbilitiesQuery } from './get-special-abilities';

/** PUT special-abilities/{id} → {ability}. */
export function updateSpecialAbility(
  id: number,
  update: SpecialAbilityUpdate,
): Promise<SpecialAbilityUpdateResponse> {
  return apiRequest<SpecialAbilityUpdateResponse>(apiPaths.specialAbilities.detail(id), {
    method: 'PUT',
    body: update,
  });
}

export function useUpdateSpecialAbility() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, update }: { id: number; update: SpecialAbilityUpdate }) =>
      updateSpecialAbility(id, update),
    onSuccess: async ({ ability }) => {
      queryClient.setQueryData(specialAbilitiesQuery.queryKey, (data) =>
        data
          ? {
              abilities: data.abilities.map((entry) => (entry.id === ability.id ? ability : entry)),
            }
          : data,
      );
      // Abilities' linked lists embed the special abilities too.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: specialAbilitiesQuery.queryKey }),
        queryClient.invalidateQueries({ queryKey: abilitiesQuery.queryKey }),
      ]);
    },
  });
}
