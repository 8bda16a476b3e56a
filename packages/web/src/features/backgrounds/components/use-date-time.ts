import { useMemo } from 'react';
import { useTranslation } from '../../../i18n/use-translation';

/** Formats an ISO time as a date and time in the reader's language. */
export function useDateTime(): (iso: string) => string {
  const { i18n } = useTranslation();
  return useMemo(() => {
    const format = new Intl.DateTimeFormat(i18n.language, {
      dateStyle: 'medium',
      timeStyle: 'short',
    });
    return (iso: string) => format.format(new Date(iso));
  }, [i18n.language]);
}
