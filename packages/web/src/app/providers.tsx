import { useMemo, type ReactNode } from 'react';
import { MantineProvider, mergeThemeOverrides, Notification } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { MutationCache, QueryCache, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { notifications } from '@mantine/notifications';
import { CLIENT_ERROR_CODES, isApiError } from '../api/api-error';
import i18n from '../i18n/index';
import { NotificationsHost } from './notifications-host';
import { theme } from './theme';

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

export const queryClient = new QueryClient({
  queryCache: new QueryCache({ onError: tellWhenPageCameInsteadOfData }),
  mutationCache: new MutationCache({ onError: tellWhenPageCameInsteadOfData }),
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      // A refusal will not change on retry; a dropped connection in a field might.
      retry: (count, error) =>
        !(isApiError(error) && error.status >= 400 && error.status < 500) && count < 2,
      refetchOnWindowFocus: false,
    },
  },
});

export function AppProviders({ children }: { children: ReactNode }) {
  const { t, i18n } = useTranslation();
  // Every toast's close button is named in the reader's language.
  const localTheme = useMemo(
    () =>
      mergeThemeOverrides(theme, {
        components: {
          Notification: Notification.extend({
            defaultProps: { closeButtonProps: { 'aria-label': t('app.closeNotification') } },
          }),
        },
      }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the label follows the language
    [t, i18n.language],
  );
  return (
    <MantineProvider theme={localTheme} defaultColorScheme="light">
      <NotificationsHost />
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </MantineProvider>
  );
}
