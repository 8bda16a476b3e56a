import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';
import { eventKeys } from './query-keys';

/** DELETE events/{id}/signups/{signupId}: the member cancels while sign-up is open. */
export function cancelSignup(eventId: number, signupId: number): Promise<void> {
  return apiRequest<void>(`events/${eventId}/signups/${signupId}`, { method: 'DELETE' });
}

export function useCancelSignup(eventId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (signupId: number) => cancelSignup(eventId, signupId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: eventKeys.all }),
  });
}
