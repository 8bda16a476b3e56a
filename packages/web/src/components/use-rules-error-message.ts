import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../api/api-error';
import { useErrorMessage } from '../api/use-error-message';

/**
 * useErrorMessage for the rules editors: the rules refusals (a seventh ability, a name
 * taken, an ability characters own, …) are translated from `manage.refusals` when the
 * general `errors` messages do not know their code.
 */
export function useRulesErrorMessage(): (error: unknown, fallbackKey?: string) => string {
  const { t, i18n } = useTranslation();
  const errorMessage = useErrorMessage();
  return useCallback(
    (error: unknown, fallbackKey?: string) => {
      if (isApiError(error) && error.code && !i18n.exists(error.code)) {
        const key = `manage.refusals.${error.code.replace(/^errors\./, '')}`;
        if (i18n.exists(key)) return t(key);
      }
      return errorMessage(error, fallbackKey);
    },
    [t, i18n, errorMessage],
  );
}
