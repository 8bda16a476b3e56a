import { useQuery } from '@tanstack/react-query';
import type { AbilitiesResponse } from '@club/shared/contract/rules';
import { apiRequest } from '../../../api/client';

/** Every ability is cached under this prefix, so changing one refreshes every list of them. */
export const abilitiesQueryKey = ['abilities'] as const;

/** GET abilities: every ability, by name. */
export function getAbilities(): Promise<AbilitiesResponse> {
  return apiRequest<AbilitiesResponse>('abilities');
}

export function useAbilities() {
  return useQuery({ queryKey: abilitiesQueryKey, queryFn: getAbilities });
}
