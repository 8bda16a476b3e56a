import { useQueries } from '@tanstack/react-query';
import type { CanRemoveProfessionResponse } from '@club/shared/contract/characters';
import { apiQuery, QUIET } from '../../../api/api-query';
import * as apiPaths from '../../../config/api-paths';

/** Whether the character may let the profession go: not while it has unlocked abilities. */
export function canRemoveProfessionQuery(characterId: number, professionId: number) {
  return {
    ...apiQuery<CanRemoveProfessionResponse>(
      apiPaths.characters.canRemoveProfession(characterId, professionId),
    ),
    meta: QUIET,
  };
}

/**
 * The lock status of each of the character's professions: the ids that cannot be removed,
 * and whether every answer came (an error leaves the status unknown).
 */
export function useProfessionLocks(characterId: number, professionIds: readonly number[]) {
  return useQueries({
    queries: professionIds.map((professionId) => ({
      ...canRemoveProfessionQuery(characterId, professionId),
      retry: false,
    })),
    combine: (results) => ({
      locked: new Set(
        professionIds.filter((_, index) => results[index]?.data?.canRemove === false),
      ),
      isPending: results.some((result) => result.isPending),
      isError: results.some((result) => result.isError),
    }),
  });
}
