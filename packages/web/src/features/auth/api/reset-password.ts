import type { Message } from '@club/shared/contract/errors';
import type { ResetPassword } from '@club/shared/contract/auth';
import { apiRequest } from '../../../api/client';
import * as apiPaths from '../../../config/api-paths/password';
import { useAction } from '../../../lib/use-action';

export async function resetPassword(body: ResetPassword): Promise<Partial<Message> | null> {
  return apiRequest<Partial<Message> | null>(apiPaths.password.reset, { method: 'POST', body });
}

export function useResetPassword() {
  return useAction(resetPassword);
}
