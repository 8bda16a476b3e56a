import { useQuery } from '@tanstack/react-query';
import type { Class } from '@club/shared/contract/rules';
import { apiQuery } from '../../../api/api-query';
import * as apiPaths from '../../../config/api-paths';

/** The class with its additional_professions: how many optional professions it allows. */
export function classQuery(id: number) {
  return apiQuery<Class>(apiPaths.classes.detail(id));
}

export function useClass(id: number | null) {
  return useQuery({ ...classQuery(id ?? 0), enabled: id !== null });
}
