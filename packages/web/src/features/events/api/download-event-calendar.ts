import { downloadFile } from '../../../api/blob';
import * as apiPaths from '../../../config/api-paths';

/**
 * GET events/{id}/calendar.ics, handed to the browser as a file: a phone opens it in its
 * calendar, a computer saves it for the calendar program to open.
 */
export function downloadEventCalendar(eventId: number, fileName: string): Promise<void> {
  return downloadFile(apiPaths.events.calendarFile(eventId), fileName, 'text/calendar');
}
