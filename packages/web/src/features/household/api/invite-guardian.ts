import { useMutation } from '@tanstack/react-query';
import type { GuardianInvite } from '@club/shared/contract/household';
import { apiRequest } from '../../../api/client';
import * as apiPaths from '../../../config/api-paths';

/** What a mailed invitation is for: a second guardian, or the person's own login. */
export type InvitationKind = 'guardian' | 'login';

/**
 * POST household/{id}/guardians mails a second guardian an invitation; POST
 * household/{id}/login mails the person a link to choose a password of their own.
 */
export function sendInvitation({
  id,
  kind,
  ...body
}: GuardianInvite & { id: number; kind: InvitationKind }) {
  const path =
    kind === 'guardian' ? apiPaths.household.guardians(id) : apiPaths.household.login(id);
  return apiRequest<{ message: string }>(path, { method: 'POST', body });
}

export function useSendInvitation() {
  return useMutation({ mutationFn: sendInvitation });
}
