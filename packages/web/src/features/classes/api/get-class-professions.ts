import { useQuery } from '@tanstack/react-query';
import type { ClassProfessionsResponse } from '@club/shared/contract/rules';
import { apiRequest } from '../../../api/client';

export const classProfessionsQueryKey = (classId: number) =>
  ['classes', classId, 'professions'] as const;

/** A class's mandatory and optional ("assigned") professions, each list in its order. */
export function getClassProfessions(classId: number): Promise<ClassProfessionsResponse> {
  return apiRequest<ClassProfessionsResponse>(`classes/${classId}/professions`);
}

export function useClassProfessions(classId: number) {
  return useQuery({
    queryKey: classProfessionsQueryKey(classId),
    queryFn: () => getClassProfessions(classId),
  });
}
