import { useCallback } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { useDateFormat } from '../../../lib/date-format';

type Locale = 'da-DK' | 'en-GB';

// Made once per language: an Intl formatter costs far more to make than to use, and the
// gate's every row of hundreds asks for these.
const numbers = new Map<Locale, Intl.NumberFormat>();
const lists = new Map<Locale, Intl.ListFormat>();

function kept<T>(made: Map<Locale, T>, locale: Locale, make: () => T): T {
  let found = made.get(locale);
  if (found === undefined) {
    found = make();
    made.set(locale, found);
  }
  return found;
}

/**
 * Event times through the app's one date format ("fre. 14. maj 2027 kl. 18.00", in
 * Copenhagen time) and kroner ("350 kr."), in the interface language.
 */
export function useEventFormat() {
  const { t, i18n } = useTranslation();
  const dates = useDateFormat();
  const locale: Locale = (i18n.resolvedLanguage ?? i18n.language).startsWith('en')
    ? 'en-GB'
    : 'da-DK';

  // Made on the first amount or list written, not by every screen that may write one.
  const kroner = useCallback(
    (amount: number) =>
      t('events.kroner', {
        amount: kept(numbers, locale, () => new Intl.NumberFormat(locale)).format(amount),
      }),
    [t, locale],
  );

  /** A price: "350 kr.", or "gratis" when it is nothing. */
  const price = useCallback(
    (amount: number) => (amount === 0 ? t('events.free') : kroner(amount)),
    [t, kroner],
  );

  return {
    dateTime: dates.dateTime,
    /** "fre. 14. maj 2027 kl. 18.00–23.00", or both ends in full across days. */
    range: dates.range,
    /** The time of day only ("08.12"), for arrivals at the gate on the event's own day. */
    clock: dates.time,
    kroner,
    price,
    /** Names as one phrase: "Asta og Bo", "Asta, Bo and Carl". */
    names: useCallback(
      (list: string[]) =>
        kept(lists, locale, () => new Intl.ListFormat(locale, { type: 'conjunction' })).format(
          list,
        ),
      [locale],
    ),
  };
}
