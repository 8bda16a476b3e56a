import { useMutation } from '@tanstack/react-query';
import type { MeResponse, MeUpdate } from '@club/shared/contract/account';
import { apiRequest } from '../../../api/client';
import * as apiPaths from '../../../config/api-paths';
import { setSessionUser } from '../../../lib/session';

/** PUT me: the member changes their name. */
export function updateName(body: MeUpdate): Promise<MeResponse> {
  return apiRequest<MeResponse>(apiPaths.me.account, { method: 'PUT', body });
}

export function useUpdateName() {
  return useMutation({
    mutationFn: updateName,
    onSuccess: ({ user }) => setSessionUser(user),
  });
}
