import { useQuery } from '@tanstack/react-query';
import { householdQuery } from '../../../api/queries/household';

export { householdQuery };

/** GET household: the people the member is guardian of. */
export function useHousehold() {
  return useQuery(householdQuery);
}
