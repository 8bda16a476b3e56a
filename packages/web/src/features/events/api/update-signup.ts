import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SignupResponse, SignupUpdate } from '@club/shared/contract/events';
import { apiRequest } from '../../../api/client';
import * as apiPaths from '../../../config/api-paths';
import { eventsQuery } from './get-events';

/**
 * PATCH events/{id}/signups/{signupId}: the member changes their sign-up while it is
 * open; staff mark payment.
 */
export function updateSignup(
  eventId: number,
  signupId: number,
  body: SignupUpdate,
): Promise<SignupResponse> {
  return apiRequest<SignupResponse>(apiPaths.events.signup(eventId, signupId), {
    method: 'PATCH',
    body,
  });
}

export function useUpdateSignup(eventId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ signupId, body }: { signupId: number; body: SignupUpdate }) =>
      updateSignup(eventId, signupId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: eventsQuery.queryKey }),
  });
}
