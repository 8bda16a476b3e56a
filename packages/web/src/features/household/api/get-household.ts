import { useQuery } from '@tanstack/react-query';
import type { Household } from '@club/shared/contract/household';
import { apiQuery } from '../../../api/api-query';
import * as apiPaths from '../../../config/api-paths';

/** GET household: the people the member is guardian of. */
export const householdQuery = apiQuery<Household>(apiPaths.household.list);

export function useHousehold() {
  return useQuery(householdQuery);
}
