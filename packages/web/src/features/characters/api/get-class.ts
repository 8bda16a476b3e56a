import { useQuery } from '@tanstack/react-query';
import type { Class } from '@club/shared/contract/rules';
import { apiRequest } from '../../../api/client';
import { characterKeys } from './query-keys';

export function getClass(id: number): Promise<Class> {
  return apiRequest<Class>(`classes/${id}`);
}

/** The class with its additional_professions: how many optional professions it allows. */
export function useClass(id: number | null) {
  return useQuery({
    queryKey: characterKeys.class(id ?? 0),
    queryFn: () => getClass(id ?? 0),
    enabled: id !== null,
  });
}
