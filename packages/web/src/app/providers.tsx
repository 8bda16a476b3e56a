import { lazy, Suspense, useMemo, type ReactNode } from 'react';
import { MantineProvider, mergeThemeOverrides } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { theme } from './theme';

// Toasts are never part of the first paint: their container (and its transitions) loads
// beside the first screen instead of inside it. Toasts shown before it arrives wait in
// the notifications store.
const NotificationsHost = lazy(async () => ({
  default: (await import('./notifications-host')).NotificationsHost,
}));

export function AppProviders({ children }: { children: ReactNode }) {
  const { t, i18n } = useTranslation();
  // Every toast's close button is named in the reader's language.
  const localTheme = useMemo(
    () =>
      mergeThemeOverrides(theme, {
        components: {
          // A plain override, not `Notification.extend`: the toast component itself stays
          // out of the first screen's chunk.
          Notification: {
            defaultProps: { closeButtonProps: { 'aria-label': t('app.closeNotification') } },
          },
        },
      }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the label follows the language
    [t, i18n.language],
  );
  return (
    <MantineProvider theme={localTheme} defaultColorScheme="light">
      <Suspense fallback={null}>
        <NotificationsHost />
      </Suspense>
      {children}
    </MantineProvider>
  );
}
