import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AttendanceUpdate, SignupResponse } from '@club/shared/contract/events';
import { apiRequest } from '../../../api/client';
import * as apiPaths from '../../../config/api-paths';
import { signupsQuery } from './get-signups';

/** PUT events/{id}/signups/{signupId}/attendance: staff record arrival or departure. */
export function updateAttendance(
  eventId: number,
  signupId: number,
  body: AttendanceUpdate,
  options: { quiet?: boolean } = {},
): Promise<SignupResponse> {
  return apiRequest<SignupResponse>(apiPaths.events.attendance(eventId, signupId), {
    method: 'PUT',
    body,
    quiet: options.quiet,
  });
}

export function useUpdateAttendance(eventId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ signupId, body }: { signupId: number; body: AttendanceUpdate }) =>
      updateAttendance(eventId, signupId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: signupsQuery(eventId).queryKey }),
  });
}
