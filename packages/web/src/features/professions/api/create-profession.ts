import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Profession, ProfessionCreate } from '@club/shared/contract/rules';
import { apiRequest } from '../../../api/client';

/** POST professions. */
export function createProfession(profession: ProfessionCreate): Promise<Profession> {
  return apiRequest<Profession>('professions', { method: 'POST', body: profession });
}

export function useCreateProfession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createProfession,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['professions'] }),
  });
}
