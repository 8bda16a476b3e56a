import { useQuery } from '@tanstack/react-query';
import type { ProfessionAbilitiesResponse } from '@club/shared/contract/rules';
import { apiRequest } from '../../../api/client';

export const professionAbilitiesQueryKey = (professionId: number) =>
  ['professions', professionId, 'abilities'] as const;

/** GET professions/{id}/abilities: the profession's abilities by order_learned (1..6). */
export function getProfessionAbilities(professionId: number): Promise<ProfessionAbilitiesResponse> {
  return apiRequest<ProfessionAbilitiesResponse>(`professions/${professionId}/abilities`);
}

export function useProfessionAbilities(professionId: number | null) {
  return useQuery({
    queryKey: professionAbilitiesQueryKey(professionId ?? 0),
    queryFn: () => getProfessionAbilities(professionId ?? 0),
    enabled: professionId !== null,
  });
}
