import { useMutation } from '@tanstack/react-query';
import type { Message } from '@club/shared/contract/errors';
import type { RequestReset } from '@club/shared/contract/auth';
import { apiRequest } from '../../../api/client';

export async function requestPasswordReset(body: RequestReset): Promise<Partial<Message> | null> {
  return apiRequest<Partial<Message> | null>('password/request-reset', { method: 'POST', body });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
