import { useMemo } from 'react';
import { dateFormat, type DateFormat } from '@club/shared/dates';
import { useTranslation } from '../i18n/use-translation';

/**
 * The one way the web app writes a date or a time: the shared format (in the club's time,
 * Copenhagen) in the interface language. Danish reads "fre. 14. maj 2027 kl. 18.00" for a
 * moment and "27. nov. 2026" for a day; mails and the organizers' CSV files write them the
 * same way. Nothing else in the app formats a date.
 */
export function useDateFormat(): DateFormat {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  return useMemo(() => dateFormat(language), [language]);
}
