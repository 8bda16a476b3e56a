import { lazy, Suspense, type ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { isApiError } from '../api/api-error';
import { theme } from './theme';

// Toasts are never part of the first paint: their container (and its transitions) loads
// beside the first screen instead of inside it. Toasts shown before it arrives wait in
// the notifications store.
const Notifications = lazy(async () => ({
  default: (await import('@mantine/notifications')).Notifications,
}));

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      // A refusal will not change on retry; a dropped connection in a field might.
      retry: (count, error) =>
        !(isApiError(error) && error.status >= 400 && error.status < 500) && count < 2,
      refetchOnWindowFocus: false,
      // Offline, still ask: the service worker answers with what it kept, instead of the
      // query waiting for a network that may not come back during the event.
      networkMode: 'offlineFirst',
    },
    mutations: {
      // Never park a write until the connection returns: the client refuses it at once
      // offline, and nothing reaches the server later by surprise.
      networkMode: 'always',
      retry: false,
    },
  },
});

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <MantineProvider theme={theme} defaultColorScheme="light">
      <Suspense fallback={null}>
        <Notifications position="top-center" />
      </Suspense>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </MantineProvider>
  );
}
