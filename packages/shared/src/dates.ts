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

function build(language: DateLanguage): DateFormat {
  const locale = LOCALES[language];
  const zone = { timeZone: EVENT_TIME_ZONE };
  const dayFormat = new Intl.DateTimeFormat(locale, {
    ...zone,
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  });
  const dateFormat = new Intl.DateTimeFormat(locale, {
    ...zone,
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  });
  const timeFormat = new Intl.DateTimeFormat(locale, {
    ...zone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  const at = AT[language];
  const day = (iso: string) => dayFormat.format(new Date(iso));
  const time = (iso: string) => timeFormat.format(new Date(iso));
  const dateTime = (iso: string) => at(day(iso), time(iso));
  return {
    dateTime,
    date: (iso) => dateFormat.format(new Date(iso)),
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
