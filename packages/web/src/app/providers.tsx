import {
  lazy,
  Suspense,
  useMemo,
  useState,
  useSyncExternalStore,
  type ComponentProps,
  type ReactNode,
} from 'react';
import { MantineContext, MantineThemeProvider, mergeThemeOverrides } from '@mantine/core';
import { notificationsStore } from 'mantine-toast-store';
import { useTranslation } from '../i18n/use-translation';
import { theme } from './theme';

// Toasts are never part of the first paint: their container (and its transitions) loads
// when the first toast is shown, which waits in the notifications store until it arrives.
const NotificationsHost = lazy(async () => ({
  default: (await import('./notifications-host')).NotificationsHost,
}));

function hasToasts(): boolean {
  const { notifications, queue } = notificationsStore.getState();
  return notifications.length > 0 || queue.length > 0;
}

/** True from the first toast on; the container then stays for the ones after it. */
function useToastsShown(): boolean {
  const present = useSyncExternalStore(notificationsStore.subscribe, hasToasts, () => false);
  const [shown, setShown] = useState(false);
  // Kept from render to render, so the last toast can still play its way out.
  if (present && !shown) setShown(true);
  return shown || present;
}

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
  const toastsShown = useToastsShown();
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
        {toastsShown && (
          <Suspense fallback={null}>
            <NotificationsHost />
          </Suspense>
        )}
        {children}
      </MantineThemeProvider>
    </MantineContext.Provider>
  );
}
