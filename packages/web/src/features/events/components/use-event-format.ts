import { useCallback, useMemo } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { EVENT_TIME_ZONE } from '@club/shared/contract/events-constants';

/** Intl's name of the interface language: Danish dates read "lør. 14. mar. 2027". */
const intlLocale = (language: string) => (language.startsWith('en') ? 'en-GB' : 'da-DK');

/**
 * Event times in Copenhagen time ("lør. 14. mar. 2027 kl. 10.00") and kroner ("350 kr."),
 * in the interface language.
 */
export function useEventFormat() {
  const { t, i18n } = useTranslation();
  const locale = intlLocale(i18n.language);
  const formats = useMemo(
    () => ({
      date: new Intl.DateTimeFormat(locale, {
        timeZone: EVENT_TIME_ZONE,
        weekday: 'short',
        day: 'numeric',
        month: 'short',
        year: 'numeric',
      }),
      time: new Intl.DateTimeFormat(locale, {
        timeZone: EVENT_TIME_ZONE,
        hour: '2-digit',
        minute: '2-digit',
      }),
      number: new Intl.NumberFormat(locale),
    }),
    [locale],
  );

  const dateTime = useCallback(
    (iso: string) => {
      const when = new Date(iso);
      return t('events.time.at', {
        date: formats.date.format(when),
        time: formats.time.format(when),
      });
    },
    [t, formats],
  );

  /** "lør. 14. mar. 2027 kl. 10.00–18.00", or both ends in full across days. */
  const range = useCallback(
    (startsAt: string, endsAt: string) => {
      const start = new Date(startsAt);
      const end = new Date(endsAt);
      if (formats.date.format(start) === formats.date.format(end)) {
        return t('events.time.sameDay', {
          date: formats.date.format(start),
          from: formats.time.format(start),
          to: formats.time.format(end),
        });
      }
      return t('events.time.range', { from: dateTime(startsAt), to: dateTime(endsAt) });
    },
    [t, formats, dateTime],
  );

  const kroner = useCallback(
    (amount: number) => t('events.kroner', { amount: formats.number.format(amount) }),
    [t, formats],
  );

  /** A price: "350 kr.", or "gratis" when it is nothing. */
  const price = useCallback(
    (amount: number) => (amount === 0 ? t('events.free') : kroner(amount)),
    [t, kroner],
  );

  /** The time of day only ("08.12"), for arrivals at the gate on the event's own day. */
  const clock = useCallback((iso: string) => formats.time.format(new Date(iso)), [formats]);

  return { dateTime, range, kroner, price, clock };
}
