import { useQuery } from '@tanstack/react-query';
import type { SpecialAbilitiesResponse } from '@club/shared/contract/rules';
import { apiRequest } from '../../../api/client';

export const specialAbilitiesQueryKey = ['special-abilities'] as const;

/** GET special-abilities → {abilities}: every special ability, by name. */
export function getSpecialAbilities(): Promise<SpecialAbilitiesResponse> {
  return apiRequest<SpecialAbilitiesResponse>('special-abilities');
}

export function useSpecialAbilities() {
  return useQuery({
    queryKey: specialAbilitiesQueryKey,
    queryFn: getSpecialAbilities,
    select: (data) => data.abilities,
  });
}
