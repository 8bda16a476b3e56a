import { useQueries } from '@tanstack/react-query';
import type { CanRemoveProfessionResponse } from '@club/shared/contract/characters';
import { apiRequest } from '../../../api/client';
import { characterKeys } from './query-keys';

/** Whether the character may let the profession go: not while it has unlocked abilities. */
export function canRemoveProfession(
  characterId: number,
  professionId: number,
): Promise<CanRemoveProfessionResponse> {
  return apiRequest<CanRemoveProfessionResponse>(
    `characters/${characterId}/professions/${professionId}/can-remove`,
    { quiet: true },
  );
}

export const removalKey = (characterId: number, professionId: number) =>
  [...characterKeys.detail(characterId), 'professions', professionId, 'can-remove'] as const;

/**
 * The lock status of each of the character's professions: the ids that cannot be removed,
 * and whether every answer came (an error leaves the status unknown).
 */
export function useProfessionLocks(characterId: number, professionIds: readonly number[]) {
  return useQueries({
    queries: professionIds.map((professionId) => ({
      queryKey: removalKey(characterId, professionId),
      queryFn: () => canRemoveProfession(characterId, professionId),
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
