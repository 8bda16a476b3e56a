import { useMutation } from '@tanstack/react-query';
import type { EmailChange } from '@club/shared/contract/account';
import { apiRequest } from '../../../api/client';
import * as apiPaths from '../../../config/api-paths';

/** POST me/email: mails a confirmation link to the new address; nothing changes yet. */
export function requestEmailChange(body: EmailChange): Promise<{ message: string }> {
  return apiRequest<{ message: string }>(apiPaths.me.email, { method: 'POST', body });
}

export function useRequestEmailChange() {
  return useMutation({ mutationFn: requestEmailChange });
}
