import { useQuery } from '@tanstack/react-query';
import type { ClassesResponse } from '@club/shared/contract/rules';
import { apiRequest } from '../../../api/client';

/** Every class query sits under ['classes'], so one invalidation refreshes them all. */
export const classesQueryKey = ['classes', 'list'] as const;

/** Every class the user may see (conflict classes only for rules editors). */
export function getClasses(): Promise<ClassesResponse> {
  return apiRequest<ClassesResponse>('classes');
}

export function useClasses() {
  return useQuery({ queryKey: classesQueryKey, queryFn: getClasses });
}
