import { useQuery } from '@tanstack/react-query';
import { abilitiesQuery } from '../../../api/queries/rules';

/** Every ability, for the profession-abilities board. */
export function useAbilityOptions() {
  return useQuery(abilitiesQuery);
}
