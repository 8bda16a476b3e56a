import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CalendarUrl } from '@club/shared/contract/events';
import { apiRequest } from '../../../api/client';
import * as apiPaths from '../../../config/api-paths';
import { calendarQuery } from './get-calendar';

/** POST calendar/token: a new private address; the old one stops working. */
export function renewCalendarToken(): Promise<CalendarUrl> {
  return apiRequest<CalendarUrl>(apiPaths.calendar.renewToken, { method: 'POST' });
}

export function useRenewCalendarToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: renewCalendarToken,
    onSuccess: (answer) => queryClient.setQueryData(calendarQuery.queryKey, answer),
  });
}
