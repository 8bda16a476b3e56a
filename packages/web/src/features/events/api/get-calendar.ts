import { useQuery } from '@tanstack/react-query';
import type { CalendarUrl } from '@club/shared/contract/events';
import { apiRequest } from '../../../api/client';
import { eventKeys } from './query-keys';

/** GET calendar: the member's private calendar feed address. */
export function getCalendar(): Promise<CalendarUrl> {
  return apiRequest<CalendarUrl>('calendar');
}

export function useCalendar(enabled: boolean) {
  return useQuery({ queryKey: eventKeys.calendar(), queryFn: getCalendar, enabled });
}
