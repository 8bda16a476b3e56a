import { useCallback, useMemo } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { useDateFormat } from '../../../lib/date-format';

/**
 * Event times through the app's one date format ("fre. 14. maj 2027 kl. 18.00", in
 * Copenhagen time) and kroner ("350 kr."), in the interface language.
 */
export function useEventFormat() {
  const { t, i18n } = useTranslation();
  const dates = useDateFormat();
  const locale = (i18n.resolvedLanguage ?? i18n.language).startsWith('en') ? 'en-GB' : 'da-DK';
  const number = useMemo(() => new Intl.NumberFormat(locale), [locale]);
  const names = useMemo(() => new Intl.ListFormat(locale, { type: 'conjunction' }), [locale]);

  const kroner = useCallback(
    (amount: number) => t('events.kroner', { amount: number.format(amount) }),
    [t, number],
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
    names: useCallback((list: string[]) => names.format(list), [names]),
  };
}
