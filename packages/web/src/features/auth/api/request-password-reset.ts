import type { Message } from '@club/shared/contract/errors';
import type { RequestReset } from '@club/shared/contract/auth';
import { apiRequest } from '../../../api/client';
import * as apiPaths from '../../../config/api-paths/password';
import { useAction } from '../../../lib/use-action';

export async function requestPasswordReset(body: RequestReset): Promise<Partial<Message> | null> {
  return apiRequest<Partial<Message> | null>(apiPaths.password.requestReset, {
    method: 'POST',
    body,
  });
}

export function useRequestPasswordReset() {
  return useAction(requestPasswordReset);
}
