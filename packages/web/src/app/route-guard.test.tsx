import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import type { User } from '@club/shared/contract/auth';
import { clearSession, setSession } from '../lib/session';
import { mockApi } from '../test/mock-api';
import { renderRoutes } from '../test/render-routes';
import i18n from '../i18n/index';
import { buildRoutes } from './router';

afterEach(() => {
  vi.unstubAllGlobals();
});

const as = (role: User['role']): User => ({
  id: 5,
  name: `A ${role}`,
  email: `${role}@example.org`,
  role,
});

type AppRouter = Awaited<ReturnType<typeof renderRoutes>>['router'];

/** Renders the app's routes at `path` and waits until the first navigation has settled. */
async function landing(path: string, user?: User): Promise<AppRouter> {
  // The screens behind the guards may fetch; an empty API answers them with 404.
  mockApi({});
  const { router } = await renderRoutes(buildRoutes(), { path, user });
  await settled(router);
  return router;
}

async function settled(router: AppRouter) {
  await waitFor(() => {
    expect(router.state.initialized).toBe(true);
    expect(router.state.navigation.state).toBe('idle');
  });
}

async function expectPath(router: AppRouter, path: string) {
  await waitFor(() => expect(router.state.location.pathname).toBe(path));
}

describe('the route guards', () => {
  it('tell a logged-out visitor of a sheet why they must log in', async () => {
    const router = await landing('/character/12/abilities');
    await expectPath(router, '/auth');
    expect((await screen.findByRole('alert')).textContent).toBe('Log ind for at se figurens evner');
  });

  it('ask a logged-out visitor of a ticket to log in, and bring them back to it after', async () => {
    const router = await landing('/events/3/check-in/ticket-abc');
    await expectPath(router, '/auth');
    expect((await screen.findByRole('alert')).textContent).toBe('Log ind for at bruge billetten.');
    act(() => setSession('test-token', as('admin')));
    await expectPath(router, '/events/3/check-in/ticket-abc');
  });

  it('tell a member whose session the server ended that it expired', async () => {
    const router = await landing('/character/12/abilities', as('user'));
    act(() => clearSession('expired'));
    await expectPath(router, '/auth');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Din session er udløbet. Log ind igen.',
    );
  });

  it('tell a member who deleted their account that it is deleted, whichever way they left', async () => {
    const router = await landing('/account', as('user'));
    act(() => clearSession('deleted'));
    await expectPath(router, '/auth');
    expect(await screen.findByText('Din konto er slettet. Tak for denne gang.')).toBeTruthy();
  });

  it('send a logged-out visitor from a member page to /auth', async () => {
    await expectPath(await landing('/dashboard'), '/auth');
  });

  it('send a logged-out visitor from a staff page to /auth', async () => {
    await expectPath(await landing('/manage-abilities'), '/auth');
  });

  it('send an ordinary user from a staff page to /dashboard', async () => {
    await expectPath(await landing('/manage-class-professions', as('user')), '/dashboard');
  });

  it('send an ordinary user from user management to /dashboard', async () => {
    await expectPath(await landing('/manage-users', as('user')), '/dashboard');
  });

  it('let an admin reach /manage-users but not /manage-abilities', async () => {
    const router = await landing('/manage-users', as('admin'));
    expect(router.state.location.pathname).toBe('/manage-users');

    await act(() => router.navigate('/manage-abilities'));
    await expectPath(router, '/dashboard');
  });

  it('let the board reach the staff pages', async () => {
    const router = await landing('/abilities/create', as('bestyrelse'));
    expect(router.state.location.pathname).toBe('/abilities/create');
  });

  it('send a logged-in user from /auth and /forgot-password to /dashboard', async () => {
    await expectPath(await landing('/auth', as('user')), '/dashboard');
    await expectPath(await landing('/forgot-password', as('user')), '/dashboard');
  });

  it('send the root to /dashboard and an unknown path to /auth', async () => {
    await expectPath(await landing('/', as('user')), '/dashboard');
    await expectPath(await landing('/no-such-page', as('user')), '/dashboard');
    await expectPath(await landing('/no-such-page'), '/auth');
  });

  it('send a user whose session ends on a guarded page to /auth', async () => {
    const router = await landing('/professions', as('user'));
    expect(router.state.location.pathname).toBe('/professions');
    act(() => clearSession());
    await expectPath(router, '/auth');
  });
});

describe('the pages before the login', () => {
  it.each(['/auth', '/forgot-password'])(
    'show %s with the first screen’s messages, fetching no part of those behind the login',
    async (path) => {
      mockApi({});
      const { router } = await renderRoutes(buildRoutes(), { path, messages: 'first-screen' });
      await settled(router);
      expect(await screen.findByRole('heading', { level: 1 })).toBeTruthy();
      // The frame's and every screen's messages stay on the server until someone logs in
      // (asked here without the lookup itself fetching their parts).
      i18n.onMissing(() => {});
      expect(i18n.exists('nav.events', { fallbackLng: [] })).toBe(false);
      expect(i18n.exists('events.signupClosed', { fallbackLng: [] })).toBe(false);
      expect(i18n.exists('characters.limitReached', { fallbackLng: [] })).toBe(false);
    },
  );
});
