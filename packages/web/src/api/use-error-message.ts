import { useCallback } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { isApiError } from './api-error';

/**
 * The text to show for a failed call (ARCHITECTURE.md section 4): the translation of the
 * server's code (with the numbers a rule's refusal names), else its error text, else the given fallback key, else
 * 'An unexpected error occurred'.
 */
export function useErrorMessage(): (error: unknown, fallbackKey?: string) => string {
  const { t, i18n } = useTranslation();
  return useCallback(
    (error: unknown, fallbackKey?: string) => {
      if (isApiError(error)) {
        if (error.code && i18n.exists(error.code)) return t(error.code, error.params);
        if (error.message) return error.message;
      }
      if (fallbackKey) return t(fallbackKey);
      return t('errors.unexpected');
    },
    [t, i18n],
  );
}
