import { useQuery } from '@tanstack/react-query';
import type { ProfessionsResponse } from '@club/shared/contract/rules';
import { apiRequest } from '../../../api/client';

/**
 * Every profession, for the class-profession board. The key is the one the professions
 * feature uses for the same call, so a change to professions refreshes both.
 */
export const professionOptionsQueryKey = ['professions', 'list'] as const;

export function getProfessionOptions(): Promise<ProfessionsResponse> {
  return apiRequest<ProfessionsResponse>('professions');
}

export function useProfessionOptions() {
  return useQuery({ queryKey: professionOptionsQueryKey, queryFn: getProfessionOptions });
}
