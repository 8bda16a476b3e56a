import { useQuery } from '@tanstack/react-query';
import type { SignupMessagesResponse } from '@club/shared/contract/events';
import { apiQuery } from '../../../api/api-query';
import * as apiPaths from '../../../config/api-paths';

/** GET events/{id}/signups/{signupId}/messages: the sign-up's thread with the organizers. */
export function threadQuery(eventId: number, signupId: number) {
  return apiQuery<SignupMessagesResponse>(apiPaths.events.thread(eventId, signupId));
}

export function useThread(eventId: number, signupId: number, enabled = true) {
  return useQuery({ ...threadQuery(eventId, signupId), enabled });
}
