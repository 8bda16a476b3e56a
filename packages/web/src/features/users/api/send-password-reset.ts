import { useMutation } from '@tanstack/react-query';
import type { Message } from '@club/shared/contract/errors';
import { apiRequest } from '../../../api/client';
import * as apiPaths from '../../../config/api-paths';

export function sendPasswordReset(id: number): Promise<Message> {
  return apiRequest<Message>(apiPaths.users.passwordReset(id), { method: 'POST' });
}

/** Mails the user a link to choose a new password. */
export function useSendPasswordReset() {
  return useMutation({ mutationFn: sendPasswordReset });
}
