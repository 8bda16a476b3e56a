import { notifications } from 'mantine-toast-store';
import { CLIENT_ERROR_CODES, isApiError } from '../api/api-error';
import i18n from '../i18n/index';

/**
 * SPEC.md 8: a page where data was expected (a proxy's login page, an expired session) is
 * told on every screen, once, whatever the screen's own error text says.
 */
export function tellWhenPageCameInsteadOfData(error: unknown): void {
  if (!isApiError(error) || error.code !== CLIENT_ERROR_CODES.sessionMaybeExpired) return;
  notifications.show({
    id: 'session-maybe-expired',
    color: 'red',
    message: i18n.t(CLIENT_ERROR_CODES.sessionMaybeExpired),
    autoClose: false,
  });
}
