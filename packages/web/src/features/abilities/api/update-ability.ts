import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Ability, AbilityUpdate } from '@club/shared/contract/rules';
import { apiRequest } from '../../../api/client';
import { abilitiesQueryKey } from './get-abilities';

/** PUT abilities/{id}: the fields sent change, the others keep their value. */
export function updateAbility(id: number, update: AbilityUpdate): Promise<Ability> {
  return apiRequest<Ability>(`abilities/${id}`, { method: 'PUT', body: update });
}

export function useUpdateAbility() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, update }: { id: number; update: AbilityUpdate }) =>
      updateAbility(id, update),
    onSuccess: async () => {
      // Professions carry their abilities, so their lists show the change too.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: abilitiesQueryKey }),
        queryClient.invalidateQueries({ queryKey: ['professions'] }),
      ]);
    },
  });
}
