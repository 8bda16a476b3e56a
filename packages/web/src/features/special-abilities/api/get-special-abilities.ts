import { useQuery } from '@tanstack/react-query';
import type { SpecialAbilitiesResponse } from '@club/shared/contract/rules';
import { apiQuery } from '../../../api/api-query';
import * as apiPaths from '../../../config/api-paths';

/** GET special-abilities → {abilities}: every special ability, by name. */
export const specialAbilitiesQuery = apiQuery<SpecialAbilitiesResponse>(
  apiPaths.specialAbilities.list,
);

const list = (data: SpecialAbilitiesResponse) => data.abilities;

export function useSpecialAbilities() {
  return useQuery({ ...specialAbilitiesQuery, select: list });
}
