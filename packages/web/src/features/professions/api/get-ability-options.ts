import { useQuery } from '@tanstack/react-query';
import type { AbilitiesResponse } from '@club/shared/contract/rules';
import { apiRequest } from '../../../api/client';

/**
 * Every ability, for the profession-abilities board. The key is the one the abilities
 * feature uses for the same call, so a new or changed ability shows here too.
 */
export const abilityOptionsQueryKey = ['abilities'] as const;

export function getAbilityOptions(): Promise<AbilitiesResponse> {
  return apiRequest<AbilitiesResponse>('abilities');
}

export function useAbilityOptions() {
  return useQuery({ queryKey: abilityOptionsQueryKey, queryFn: getAbilityOptions });
}
