import type { Message } from '@club/shared/contract/errors';
import type { OwnLoginClaim } from '@club/shared/contract/household';
import { apiRequest } from '../../../api/client';
import * as apiPaths from '../../../config/api-paths/members';
import { useAction } from '../../../lib/use-action';

/** POST household/own-login: a household member chooses the password of their own login. */
export function claimOwnLogin(body: OwnLoginClaim): Promise<Partial<Message> | null> {
  return apiRequest<Partial<Message> | null>(apiPaths.household.ownLogin, {
    method: 'POST',
    body,
  });
}

export function useClaimOwnLogin() {
  return useAction(claimOwnLogin);
}
