import { lazy, Suspense, type ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { theme } from './theme';

// Toasts are never part of the first paint: their container (and its transitions) loads
// beside the first screen instead of inside it. Toasts shown before it arrives wait in
// the notifications store.
const Notifications = lazy(async () => ({
  default: (await import('@mantine/notifications')).Notifications,
}));

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <MantineProvider theme={theme} defaultColorScheme="light">
      <Suspense fallback={null}>
        <Notifications position="top-center" />
      </Suspense>
      {children}
    </MantineProvider>
  );
}
