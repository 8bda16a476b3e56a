import { useQuery } from '@tanstack/react-query';
import type { SpecialAbilitiesResponse } from '@club/shared/contract/rules';
import { apiRequest } from '../../../api/client';
import { abilitiesQueryKey } from './get-abilities';

export function abilitySpecialAbilitiesQueryKey(abilityId: number) {
  return [...abilitiesQueryKey, abilityId, 'special-abilities'] as const;
}

/** GET abilities/{id}/special-abilities → {abilities}: the linked ones, in their order. */
export function getAbilitySpecialAbilities(abilityId: number): Promise<SpecialAbilitiesResponse> {
  return apiRequest<SpecialAbilitiesResponse>(`abilities/${abilityId}/special-abilities`);
}

export function useAbilitySpecialAbilities(abilityId: number | null) {
  return useQuery({
    queryKey: abilitySpecialAbilitiesQueryKey(abilityId ?? 0),
    queryFn: () => getAbilitySpecialAbilities(abilityId ?? 0),
    enabled: abilityId !== null,
  });
}
