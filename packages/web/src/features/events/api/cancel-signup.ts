import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';
import * as apiPaths from '../../../config/api-paths';
import { eventsQuery } from './get-events';

/** DELETE events/{id}/signups/{signupId}: the member cancels while sign-up is open. */
export function cancelSignup(eventId: number, signupId: number): Promise<void> {
  return apiRequest<void>(apiPaths.events.signup(eventId, signupId), { method: 'DELETE' });
}

export function useCancelSignup(eventId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (signupId: number) => cancelSignup(eventId, signupId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: eventsQuery.queryKey }),
  });
}
