import type { ReactElement } from 'react';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { notifications } from 'mantine-toast-store';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import type { User } from '@club/shared/contract/auth';
import { theme } from '../app/theme';
import { initI18n } from '../i18n/index';
import { clearSession, setSession } from '../lib/session';

export const testUsers = {
  member: { id: 7, name: 'Freja Ravnsdatter', email: 'freja@example.org', role: 'user' },
  board: { id: 2, name: 'Bjarke Bestyrelse', email: 'bjarke@example.org', role: 'bestyrelse' },
} satisfies Record<string, User>;

export interface RenderScreenOptions {
  /** The logged-in user; none when left out. */
  user?: User;
}

/**
 * A screen inside the app's providers (Mantine, a fresh query client without retries,
 * Danish messages, a router) with the given user logged in.
 */
export async function renderScreen(
  ui: ReactElement,
  { user }: RenderScreenOptions = {},
): Promise<RenderResult & { queryClient: QueryClient }> {
  await initI18n();
  // Notifications live in a module-wide store; a previous test's must not show here.
  notifications.clean();
  if (user) setSession('test-token', user);
  else clearSession();
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const result = render(
    <MantineProvider theme={theme} env="test">
      <Notifications />
      <QueryClientProvider client={queryClient}>
        <MemoryRouter>{ui}</MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { ...result, queryClient };
}
