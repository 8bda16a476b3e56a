import { useDateFormat } from '../../../lib/date-format';

/** An ISO time as a date and time in the reader's language (the app's one date format). */
export function useDateTime(): (iso: string) => string {
  return useDateFormat().dateTime;
}
