import { apiBlob } from '../../../api/blob';
import * as apiPaths from '../../../config/api-paths';

/**
 * GET events/{id}/calendar.ics, handed to the browser as a file: a phone opens it in its
 * calendar, a computer saves it for the calendar program to open.
 */
export async function downloadEventCalendar(eventId: number, fileName: string): Promise<void> {
  const file = await apiBlob(apiPaths.events.calendarFile(eventId));
  const blob = new Blob([file], { type: 'text/calendar' });
  const url = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = fileName;
  anchor.rel = 'noopener';
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  // Revoked a moment later: some browsers read the URL after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
