import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SignupCreate, SignupResponse } from '@club/shared/contract/events';
import { apiRequest } from '../../../api/client';
import * as apiPaths from '../../../config/api-paths';
import { eventsQuery } from './get-events';

/** POST events/{id}/signups: the member signs up as a player or crew. */
export function createSignup(eventId: number, body: SignupCreate): Promise<SignupResponse> {
  return apiRequest<SignupResponse>(apiPaths.events.signups(eventId), { method: 'POST', body });
}

export function useCreateSignup(eventId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SignupCreate) => createSignup(eventId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: eventsQuery.queryKey }),
  });
}
