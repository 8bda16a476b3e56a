import { useQuery } from '@tanstack/react-query';
import type { SpecialAbilitiesResponse } from '@club/shared/contract/rules';
import { apiRequest } from '../../../api/client';
import { characterKeys } from './query-keys';

export function getAbilitySpecialAbilities(abilityId: number): Promise<SpecialAbilitiesResponse> {
  return apiRequest<SpecialAbilitiesResponse>(`abilities/${abilityId}/special-abilities`);
}

/** The special abilities linked to an ability: the choices of its dropdown on the sheet. */
export function useAbilitySpecialAbilities(abilityId: number, enabled: boolean) {
  return useQuery({
    queryKey: characterKeys.specialAbilities(abilityId),
    queryFn: () => getAbilitySpecialAbilities(abilityId),
    enabled,
  });
}
