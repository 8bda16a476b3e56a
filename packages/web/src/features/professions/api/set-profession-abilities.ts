import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Ability, ProfessionAbilitiesResponse } from '@club/shared/contract/rules';
import type { Impact } from '@club/shared/contract/review';
import { apiRequest } from '../../../api/client';
import { rulesWritePath } from '../../../api/dry-run';
import { professionAbilitiesQuery, professionsQuery } from '../../../api/queries/rules';
import * as apiPaths from '../../../config/api-paths';

/**
 * POST professions/{id}/abilities {ability_ids}: the whole ordered list; an ability's place
 * is its order_learned. The server refuses more than 6; dropping or moving an ability
 * characters own puts them under review (the answer's impact). `dryRun` changes nothing.
 */
export function setProfessionAbilities(
  professionId: number,
  abilityIds: number[],
  dryRun = false,
): Promise<{ items: ProfessionAbilitiesResponse; impact: Impact }> {
  return apiRequest<{ items: ProfessionAbilitiesResponse; impact: Impact }>(
    rulesWritePath(apiPaths.professions.abilities(professionId), dryRun),
    { method: 'POST', body: { ability_ids: abilityIds } },
  );
}

export interface ProfessionAbilitiesChange {
  professionId: number;
  /** The whole new list, in order. */
  abilities: Ability[];
}

const mutationKey = ['professions', 'set-abilities'] as const;

/**
 * Saves at once and shows the new list before the answer comes (SPEC 4). Changes made in
 * quick succession are sent one after another; only the last answer (or, after a
 * refusal, a fresh load) decides what the board shows.
 */
export function useSetProfessionAbilities({ onError }: { onError: (error: unknown) => void }) {
  const queryClient = useQueryClient();
  const isLast = () => queryClient.isMutating({ mutationKey }) <= 1;
  return useMutation({
    mutationKey,
    scope: { id: 'profession-abilities' },
    mutationFn: ({ professionId, abilities }: ProfessionAbilitiesChange) =>
      setProfessionAbilities(
        professionId,
        abilities.map((ability) => ability.id),
      ),
    onMutate: async ({ professionId, abilities }) => {
      const { queryKey } = professionAbilitiesQuery(professionId);
      await queryClient.cancelQueries({ queryKey });
      queryClient.setQueryData(
        queryKey,
        abilities.map((ability, index) => ({
          ...ability,
          order_learned: index + 1,
          profession_id: professionId,
        })),
      );
    },
    onError,
    onSuccess: (saved, { professionId }) => {
      if (isLast()) {
        queryClient.setQueryData(professionAbilitiesQuery(professionId).queryKey, saved.items);
      }
    },
    // The professions list carries each profession's abilities too; after a refusal this
    // reload also puts the saved list back on the board.
    onSettled: () => {
      if (isLast()) return queryClient.invalidateQueries({ queryKey: professionsQuery.queryKey });
    },
  });
}
