import { useQuery } from '@tanstack/react-query';
import type { CalendarUrl } from '@club/shared/contract/events';
import { apiQuery } from '../../../api/api-query';
import * as apiPaths from '../../../config/api-paths';

/** GET calendar: the member's private calendar feed address. */
export const calendarQuery = apiQuery<CalendarUrl>(apiPaths.calendar.feed);

export function useCalendar(enabled: boolean) {
  return useQuery({ ...calendarQuery, enabled });
}
