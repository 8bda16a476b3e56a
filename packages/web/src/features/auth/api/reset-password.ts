import { useMutation } from '@tanstack/react-query';
import type { Message } from '@club/shared/contract/errors';
import type { ResetPassword } from '@club/shared/contract/auth';
import { apiRequest } from '../../../api/client';

export async function resetPassword(body: ResetPassword): Promise<Partial<Message> | null> {
  return apiRequest<Partial<Message> | null>('password/reset', { method: 'POST', body });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
