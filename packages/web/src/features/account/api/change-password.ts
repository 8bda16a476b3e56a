import { useMutation } from '@tanstack/react-query';
import type { PasswordChange, PasswordChangeResponse } from '@club/shared/contract/account';
import { apiRequest } from '../../../api/client';
import * as apiPaths from '../../../config/api-paths';
import { setSession } from '../../../lib/session';

/**
 * POST me/password: a new password ends every session; the answer's fresh token keeps
 * this one.
 */
export function changePassword(body: PasswordChange): Promise<PasswordChangeResponse> {
  return apiRequest<PasswordChangeResponse>(apiPaths.me.password, { method: 'POST', body });
}

export function useChangePassword() {
  return useMutation({
    mutationFn: changePassword,
    onSuccess: ({ token, user }) => setSession(token, user),
  });
}
