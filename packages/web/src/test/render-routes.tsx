import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import type { User } from '@club/shared/contract/auth';
import { theme } from '../app/theme';
import { initI18n, type Part } from '../i18n/index';
import { clearSession, setSession } from '../lib/session';

/**
 * Routes in a memory data router, inside the app's providers, starting at `path`, with
 * the given user logged in, with all messages unless `messages` says only the first
 * screen's (as the app starts). The router is returned so a test can read where it ended up.
 */
export async function renderRoutes(
  routes: RouteObject[],
  { path = '/', user, messages = 'all' }: { path?: string; user?: User; messages?: Part } = {},
): Promise<RenderResult & { router: ReturnType<typeof createMemoryRouter> }> {
  await initI18n(messages);
  if (user) setSession('test-token', user);
  else clearSession();
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const result = render(
    <MantineProvider theme={theme} env="test">
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { ...result, router };
}
