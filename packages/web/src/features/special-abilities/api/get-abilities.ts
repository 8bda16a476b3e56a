import { useQuery } from '@tanstack/react-query';
import type { AbilitiesResponse } from '@club/shared/contract/rules';
import { apiRequest } from '../../../api/client';

/** The same key the abilities screens use, so a new or changed ability shows here too. */
export const abilitiesQueryKey = ['abilities'] as const;

export function getAbilities(): Promise<AbilitiesResponse> {
  return apiRequest<AbilitiesResponse>('abilities');
}

/** The abilities that carry the special ability flag: the ones special abilities link to. */
export function useAbilitiesWithSpecialAbilities() {
  return useQuery({
    queryKey: abilitiesQueryKey,
    queryFn: getAbilities,
    select: (abilities) => abilities.filter((ability) => ability.has_special_ability === 1),
  });
}
