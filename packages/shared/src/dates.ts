import { EVENT_TIME_ZONE } from './contract/events-constants';

/**
 * The one way the app writes a date or a time, on screen (the web's `useDateFormat`), in
 * mails and in the organizers' CSV files: always in the club's time (Copenhagen), in the
 * reader's language.
 *
 * - a moment: "fre. 14. maj 2027 kl. 18.00" / "Fri, 14 May 2027, 18:00"
 * - a day: "27. nov. 2026" / "27 Nov 2026"
 * - a time of day: "18.00" / "18:00"
 * - a span: "fre. 14. maj 2027 kl. 18.00–23.00", or both ends in full across days
 */
export type DateLanguage = 'da' | 'en';

export interface DateFormat {
  dateTime: (iso: string) => string;
  date: (iso: string) => string;
  /** The day with its weekday: "fre. 14. maj 2027". */
  day: (iso: string) => string;
  time: (iso: string) => string;
  range: (startsAt: string, endsAt: string) => string;
}

const LOCALES: Record<DateLanguage, string> = { da: 'da-DK', en: 'en-GB' };

/** Between a day and its time: "fre. 14. maj 2027 kl. 18.00", "Fri, 14 May 2027, 18:00". */
const AT: Record<DateLanguage, (day: string, time: string) => string> = {
  da: (day, time) => `${day} kl. ${time}`,
  en: (day, time) => `${day}, ${time}`,
};

const made = new Map<DateLanguage, DateFormat>();

/** The language a format is kept for: English for `en…`, Danish for everything else. */
export function dateLanguage(language: string | undefined): DateLanguage {
  return language?.startsWith('en') ? 'en' : 'da';
}

/**
 * A formatter made on its first use: a page that draws no date (the sheet) makes none, and
 * each one costs a phone tens of milliseconds to make (its locale and the time zone's rules).
 */
function onFirstUse(locale: string, options: Intl.DateTimeFormatOptions): (iso: string) => string {
  let formatter: Intl.DateTimeFormat | null = null;
  return (iso) => {
    formatter ??= new Intl.DateTimeFormat(locale, { timeZone: EVENT_TIME_ZONE, ...options });
    return formatter.format(new Date(iso));
  };
}

function build(language: DateLanguage): DateFormat {
  const locale = LOCALES[language];
  const day = onFirstUse(locale, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  });
  const date = onFirstUse(locale, { day: 'numeric', month: 'short', year: 'numeric' });
  const time = onFirstUse(locale, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
  const at = AT[language];
  const dateTime = (iso: string) => at(day(iso), time(iso));
  return {
    dateTime,
    date,
    day,
    time,
    range: (startsAt, endsAt) =>
      day(startsAt) === day(endsAt)
        ? at(day(startsAt), `${time(startsAt)}–${time(endsAt)}`)
        : `${dateTime(startsAt)} – ${dateTime(endsAt)}`,
  };
}

/** The formats of a language, built once. */
export function dateFormat(language: string | undefined): DateFormat {
  const key = dateLanguage(language);
  let format = made.get(key);
  if (!format) {
    format = build(key);
    made.set(key, format);
  }
  return format;
}
