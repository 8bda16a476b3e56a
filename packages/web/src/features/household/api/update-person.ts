import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  HouseholdPersonResponse,
  HouseholdPersonUpdate,
} from '@club/shared/contract/household';
import { apiRequest } from '../../../api/client';
import * as apiPaths from '../../../config/api-paths';
import { householdQuery } from './get-household';

/** PUT household/{id}: the person's name, birth date or address, or the guardian's phone. */
export function updatePerson({
  id,
  ...body
}: HouseholdPersonUpdate & { id: number }): Promise<HouseholdPersonResponse> {
  return apiRequest<HouseholdPersonResponse>(apiPaths.household.person(id), {
    method: 'PUT',
    body,
  });
}

export function useUpdatePerson() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePerson,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: householdQuery.queryKey }),
  });
}
