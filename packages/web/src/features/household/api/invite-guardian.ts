import { useMutation } from '@tanstack/react-query';
import type { GuardianInvite } from '@club/shared/contract/household';
import { apiRequest } from '../../../api/client';
import * as apiPaths from '../../../config/api-paths';

/** POST household/{id}/guardians: mails a second guardian an invitation. */
export function inviteGuardian({ id, ...body }: GuardianInvite & { id: number }) {
  return apiRequest<{ message: string }>(apiPaths.household.guardians(id), {
    method: 'POST',
    body,
  });
}

export function useInviteGuardian() {
  return useMutation({ mutationFn: inviteGuardian });
}
