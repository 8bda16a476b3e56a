import { useQuery } from '@tanstack/react-query';
import { abilitiesQuery } from '../../../api/queries/rules';

/** GET abilities: every ability, by name. */
export function useAbilities() {
  return useQuery(abilitiesQuery);
}
