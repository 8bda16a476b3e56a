import { useMemo, type ReactNode } from 'react';
import { MantineProvider, mergeThemeOverrides, Notification } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { isApiError } from '../api/api-error';
import { NotificationsHost } from './notifications-host';
import { theme } from './theme';

export const queryClient = new QueryClient({
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
