import { useQuery } from '@tanstack/react-query';
import type { AbilitiesResponse } from '@club/shared/contract/rules';
import { abilitiesQuery } from '../../../api/queries/rules';

const withSpecialAbilities = (abilities: AbilitiesResponse) =>
  abilities.filter((ability) => ability.has_special_ability === 1);

/** The abilities that carry the special ability flag: the ones special abilities link to. */
export function useAbilitiesWithSpecialAbilities() {
  return useQuery({ ...abilitiesQuery, select: withSpecialAbilities });
}
