import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { HouseholdPersonResponse, InvitationAccept } from '@club/shared/contract/household';
import { apiRequest } from '../../../api/client';
import * as apiPaths from '../../../config/api-paths';
import { householdQuery } from './get-household';

/** POST household/invitations/accept: the member becomes a second guardian. */
export function acceptInvitation(body: InvitationAccept): Promise<HouseholdPersonResponse> {
  return apiRequest<HouseholdPersonResponse>(apiPaths.household.accept, { method: 'POST', body });
}

export function useAcceptInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptInvitation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: householdQuery.queryKey }),
  });
}
