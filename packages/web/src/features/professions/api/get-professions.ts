import { useQuery } from '@tanstack/react-query';
import type { ProfessionsResponse } from '@club/shared/contract/rules';
import { apiRequest } from '../../../api/client';

/** Every profession query sits under ['professions'], so one invalidation refreshes them all. */
export const professionsQueryKey = ['professions', 'list'] as const;

/** Every profession with its abilities. */
export function getProfessions(): Promise<ProfessionsResponse> {
  return apiRequest<ProfessionsResponse>('professions');
}

export function useProfessions() {
  return useQuery({ queryKey: professionsQueryKey, queryFn: getProfessions });
}
