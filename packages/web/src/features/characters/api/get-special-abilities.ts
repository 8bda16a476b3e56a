import { useQuery } from '@tanstack/react-query';
import { abilitySpecialAbilitiesQuery } from '../../../api/queries/rules';

/** The special abilities linked to an ability: the choices of its dropdown on the sheet. */
export function useAbilitySpecialAbilities(abilityId: number, enabled: boolean) {
  return useQuery({ ...abilitySpecialAbilitiesQuery(abilityId), enabled });
}
