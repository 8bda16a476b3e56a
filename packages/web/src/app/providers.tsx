import { lazy, Suspense, useMemo, type ComponentProps, type ReactNode } from 'react';
import { MantineContext, MantineThemeProvider, mergeThemeOverrides } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { theme } from './theme';

// Toasts are never part of the first paint: their container (and its transitions) loads
// beside the first screen instead of inside it. Toasts shown before it arrives wait in
// the notifications store.
const NotificationsHost = lazy(async () => ({
  default: (await import('./notifications-host')).NotificationsHost,
}));

/**
 * What MantineProvider gives the components, for the app's one (light) colour scheme. Its
 * style sheet (the theme's CSS variables) is made at build time from the same theme
 * (`virtual:mantine-static-styles.css`, imported by main.tsx), and index.html names the
 * colour scheme, so the code that works both out at run time is not downloaded.
 */
const MANTINE_CONTEXT: ComponentProps<typeof MantineContext.Provider>['value'] = {
  colorScheme: 'light',
  setColorScheme: () => {},
  clearColorScheme: () => {},
  getRootElement: () => document.documentElement,
  classNamesPrefix: 'mantine',
  cssVariablesSelector: ':root',
  withStaticClasses: true,
};

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
    <MantineContext.Provider value={MANTINE_CONTEXT}>
      <MantineThemeProvider theme={localTheme}>
        <Suspense fallback={null}>
          <NotificationsHost />
        </Suspense>
        {children}
      </MantineThemeProvider>
    </MantineContext.Provider>
  );
}
