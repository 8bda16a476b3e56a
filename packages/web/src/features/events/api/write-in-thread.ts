import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SignupMessageCreate, SignupMessage } from '@club/shared/contract/events';
import { apiKey } from '../../../api/api-query';
import { apiRequest } from '../../../api/client';
import { staffWorkQuery } from '../../../api/queries/staff-work';
import * as apiPaths from '../../../config/api-paths';
import { threadQuery } from './get-thread';
import { signupsQuery } from './get-signups';

/** POST events/{id}/signups/{signupId}/messages: the member writes, or staff answer. */
export function writeInThread(
  eventId: number,
  signupId: number,
  body: SignupMessageCreate,
): Promise<{ message: SignupMessage }> {
  return apiRequest<{ message: SignupMessage }>(apiPaths.events.thread(eventId, signupId), {
    method: 'POST',
    body,
  });
}

/** Refreshes the thread, and for staff what waits for them (their list, its count). */
export function useWriteInThread(eventId: number, signupId: number) {
  const queryClient = useQueryClient();
  const thread = threadQuery(eventId, signupId);
  return useMutation({
    mutationFn: (body: SignupMessageCreate) => writeInThread(eventId, signupId, body),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: thread.queryKey }),
        queryClient.invalidateQueries({
          queryKey: signupsQuery(eventId).queryKey,
          exact: true,
        }),
        queryClient.invalidateQueries({ queryKey: apiKey(apiPaths.eventThreads) }),
        queryClient.invalidateQueries({ queryKey: staffWorkQuery.queryKey }),
      ]),
  });
}
