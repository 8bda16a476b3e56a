import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FamilySignup, FamilySignupCreate } from '@club/shared/contract/events';
import { apiRequest } from '../../../api/client';
import { householdQuery } from '../../../api/queries/household';
import * as apiPaths from '../../../config/api-paths';
import { eventsQuery } from './get-events';

/** POST events/{id}/family-signups: the member and their household, paid as one. */
export function createFamilySignup(eventId: number, body: FamilySignupCreate) {
  return apiRequest<FamilySignup>(apiPaths.events.familySignups(eventId), {
    method: 'POST',
    body,
  });
}

export function useCreateFamilySignup(eventId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: FamilySignupCreate) => createFamilySignup(eventId, body),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: eventsQuery.queryKey });
      void queryClient.invalidateQueries({ queryKey: householdQuery.queryKey });
    },
  });
}
