import { useQueries, type UseQueryResult } from '@tanstack/react-query';
import type { ProfessionAbilitiesResponse } from '@club/shared/contract/rules';
import { professionAbilitiesQuery } from '../../../api/queries/rules';

function combine(results: UseQueryResult<ProfessionAbilitiesResponse>[]) {
  return {
    data: results.map((result) => result.data),
    pending: results.some((result) => result.isPending),
    failed: results.some((result) => result.isError),
    refetch: () => results.forEach((result) => void result.refetch()),
  };
}

/** The abilities (levels 1–6) of each of a character's professions, one query per profession. */
export function useProfessionsAbilities(professionIds: number[]) {
  return useQueries({ queries: professionIds.map(professionAbilitiesQuery), combine });
}
