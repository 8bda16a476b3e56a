import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  HouseholdPersonCreate,
  HouseholdPersonResponse,
} from '@club/shared/contract/household';
import { apiRequest } from '../../../api/client';
import * as apiPaths from '../../../config/api-paths';
import { householdQuery } from './get-household';

/** POST household: adds a person (a child) the member is guardian of. */
export function addPerson(body: HouseholdPersonCreate): Promise<HouseholdPersonResponse> {
  return apiRequest<HouseholdPersonResponse>(apiPaths.household.list, { method: 'POST', body });
}

export function useAddPerson() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addPerson,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: householdQuery.queryKey }),
  });
}
