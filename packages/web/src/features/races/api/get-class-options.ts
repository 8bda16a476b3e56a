import { useQuery } from '@tanstack/react-query';
import type { ClassesResponse } from '@club/shared/contract/rules';
import { apiRequest } from '../../../api/client';

/**
 * Every class, for the rules editor's allowed-classes toggles. The key is the one the
 * classes feature uses for the same call, so a new class invalidates both.
 */
export const classOptionsQueryKey = ['classes', 'list'] as const;

export function getClassOptions(): Promise<ClassesResponse> {
  return apiRequest<ClassesResponse>('classes');
}

export function useClassOptions({ enabled }: { enabled: boolean }) {
  return useQuery({ queryKey: classOptionsQueryKey, queryFn: getClassOptions, enabled });
}
