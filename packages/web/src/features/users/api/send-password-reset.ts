import { useMutation } from '@tanstack/react-query';
import type { Message } from '@club/shared/contract/errors';
import { apiRequest } from '../../../api/client';

export function sendPasswordReset(id: number): Promise<Message> {
  return apiRequest<Message>(`users/${id}/password-reset`, { method: 'POST' });
}

/** Mails the user a link to choose a new password. */
export function useSendPasswordReset() {
  return useMutation({ mutationFn: sendPasswordReset });
}
