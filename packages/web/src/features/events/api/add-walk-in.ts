import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SignupResponse, WalkInCreate } from '@club/shared/contract/events';
import { apiRequest } from '../../../api/client';
import { staffWorkQuery } from '../../../api/queries/staff-work';
import * as apiPaths from '../../../config/api-paths';
import { eventsQuery } from './get-events';

/**
 * POST events/{id}/walk-ins (staff): a member or a guest who turns up, signed up and
 * checked in. `quiet` when the queue sends it: its refusals are shown on the queued row.
 */
export function addWalkIn(
  eventId: number,
  body: WalkInCreate,
  options: { quiet?: boolean } = {},
): Promise<SignupResponse> {
  return apiRequest<SignupResponse>(apiPaths.events.walkIns(eventId), {
    method: 'POST',
    body,
    quiet: options.quiet,
  });
}

/** Refreshes every event read (the gate's list, the counts, the money) and staff's counts. */
export function useAddWalkIn(eventId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: WalkInCreate) => addWalkIn(eventId, body),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: eventsQuery.queryKey }),
        queryClient.invalidateQueries({ queryKey: staffWorkQuery.queryKey }),
      ]),
  });
}
