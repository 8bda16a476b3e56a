import { useQuery } from '@tanstack/react-query';
import { abilitySpecialAbilitiesQuery } from '../../../api/queries/rules';

/** GET abilities/{id}/special-abilities → {abilities}: the linked ones, in their order. */
export function useAbilitySpecialAbilities(abilityId: number | null) {
  return useQuery({ ...abilitySpecialAbilitiesQuery(abilityId ?? 0), enabled: abilityId !== null });
}
