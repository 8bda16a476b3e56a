import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Profession, ProfessionUpdate } from '@club/shared/contract/rules';
import { apiRequest } from '../../../api/client';
import { rulesWritePath, type WithImpact } from '../../../api/dry-run';
import { professionsQuery } from '../../../api/queries/rules';
import * as apiPaths from '../../../config/api-paths';

/** PUT professions/{id}; `dryRun` changes nothing and answers whom it would put under review. */
export function updateProfession(
  id: number,
  update: ProfessionUpdate,
  dryRun = false,
): Promise<WithImpact<Profession>> {
  return apiRequest<WithImpact<Profession>>(
    rulesWritePath(apiPaths.professions.detail(id), dryRun),
    {
      method: 'PUT',
      body: update,
    },
  );
}

/** PUT professions/{id} with a new description; the saved text replaces the one on screen. */
export function useUpdateProfessionDescription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, description }: { id: number; description: string }) =>
      updateProfession(id, { description }),
    onSuccess: (saved) => {
      queryClient.setQueryData(professionsQuery.queryKey, (professions) =>
        professions?.map((p) => (p.id === saved.id ? { ...p, description: saved.description } : p)),
      );
      return queryClient.invalidateQueries({ queryKey: professionsQuery.queryKey, exact: true });
    },
  });
}

/** A full edit of a profession; every rules answer may name it, so all are fetched again. */
export function useUpdateProfession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, update }: { id: number; update: ProfessionUpdate }) =>
      updateProfession(id, update),
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
