import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';
import * as apiPaths from '../../../config/api-paths';
import { householdQuery } from './get-household';

/** DELETE household/{id}: the member stops being the person's guardian. */
export function removePerson(id: number): Promise<void> {
  return apiRequest<void>(apiPaths.household.person(id), { method: 'DELETE' });
}

export function useRemovePerson() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removePerson,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: householdQuery.queryKey }),
  });
}
