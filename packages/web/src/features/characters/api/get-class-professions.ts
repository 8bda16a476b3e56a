import { useQuery } from '@tanstack/react-query';
import type { ClassProfessionsResponse } from '@club/shared/contract/rules';
import { apiRequest } from '../../../api/client';
import { characterKeys } from './query-keys';

export function getClassProfessions(id: number): Promise<ClassProfessionsResponse> {
  return apiRequest<ClassProfessionsResponse>(`classes/${id}/professions`);
}

/** The class's mandatory professions and the optional ones ("assigned") a player picks from. */
export function useClassProfessions(id: number | null) {
  return useQuery({
    queryKey: characterKeys.classProfessions(id ?? 0),
    queryFn: () => getClassProfessions(id ?? 0),
    enabled: id !== null,
  });
}
