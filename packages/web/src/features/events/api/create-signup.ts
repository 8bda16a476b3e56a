import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SignupCreate, SignupResponse } from '@club/shared/contract/events';
import { apiRequest } from '../../../api/client';
import { eventKeys } from './query-keys';

/** POST events/{id}/signups: the member signs up as a player or crew. */
export function createSignup(eventId: number, body: SignupCreate): Promise<SignupResponse> {
  return apiRequest<SignupResponse>(`events/${eventId}/signups`, { method: 'POST', body });
}

export function useCreateSignup(eventId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SignupCreate) => createSignup(eventId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: eventKeys.all }),
  });
}
