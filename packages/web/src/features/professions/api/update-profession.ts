import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  Profession,
  ProfessionsResponse,
  ProfessionUpdate,
} from '@club/shared/contract/rules';
import { apiRequest } from '../../../api/client';
import { rulesWritePath, type WithImpact } from '../../../api/dry-run';
import { professionsQueryKey } from './get-professions';

/** PUT professions/{id}; `dryRun` changes nothing and answers whom it would put under review. */
export function updateProfession(
  id: number,
  update: ProfessionUpdate,
  dryRun = false,
): Promise<WithImpact<Profession>> {
  return apiRequest<WithImpact<Profession>>(rulesWritePath(`professions/${id}`, dryRun), {
    method: 'PUT',
    body: update,
  });
}

/** PUT professions/{id} with a new description; the saved text replaces the one on screen. */
export function useUpdateProfessionDescription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, description }: { id: number; description: string }) =>
      updateProfession(id, { description }),
    onSuccess: (saved) => {
      queryClient.setQueryData<ProfessionsResponse>(professionsQueryKey, (professions) =>
        professions?.map((p) => (p.id === saved.id ? { ...p, description: saved.description } : p)),
      );
      return queryClient.invalidateQueries({ queryKey: professionsQueryKey });
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
