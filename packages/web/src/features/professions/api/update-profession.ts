import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  Profession,
  ProfessionsResponse,
  ProfessionUpdate,
} from '@club/shared/contract/rules';
import { apiRequest } from '../../../api/client';
import { professionsQueryKey } from './get-professions';

export function updateProfession(id: number, update: ProfessionUpdate): Promise<Profession> {
  return apiRequest<Profession>(`professions/${id}`, { method: 'PUT', body: update });
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
