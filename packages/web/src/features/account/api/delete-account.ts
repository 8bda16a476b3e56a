import { useMutation } from '@tanstack/react-query';
import type { AccountDelete } from '@club/shared/contract/account';
import { apiRequest } from '../../../api/client';
import * as apiPaths from '../../../config/api-paths';

/** DELETE me: deletes the member's account for good, confirmed with their password. */
export function deleteAccount(body: AccountDelete): Promise<void> {
  return apiRequest<void>(apiPaths.me.account, { method: 'DELETE', body });
}

export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount });
}
