import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Profession, ProfessionCreate } from '@club/shared/contract/rules';
import { apiRequest } from '../../../api/client';
import { professionsQuery } from '../../../api/queries/rules';
import * as apiPaths from '../../../config/api-paths';

/** POST professions. */
export function createProfession(profession: ProfessionCreate): Promise<Profession> {
  return apiRequest<Profession>(apiPaths.professions.list, { method: 'POST', body: profession });
}

export function useCreateProfession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createProfession,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: professionsQuery.queryKey }),
  });
}
