import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { renderRoutes } from '../../test/render-routes';
import { buildRoutes } from '../router';
import { AppLayout } from './app-layout';

// The logged-in frame's code is still on its way (a slow phone right after login).
vi.mock('../logged-in-screens', () => ({
  appFrame: () => new Promise<never>(() => {}),
  dashboard: () => new Promise<never>(() => {}),
}));

describe('while the code of a screen behind the login loads', () => {
  it('shows the frame’s top bar and a spinner, not a blank page', async () => {
    await renderRoutes([{ element: <AppLayout />, children: [{ path: '/dashboard' }] }], {
      path: '/dashboard',
    });
    const shell = await screen.findByTestId('startup-shell');
    expect(shell.querySelector('.club-topbar')).not.toBeNull();
    expect(screen.getByRole('status', { name: 'Indlæser …' })).toBeTruthy();
  });

  it('shows the parchment and a spinner when the app opens on such a screen', async () => {
    const routes = buildRoutes();
    await renderRoutes(routes, { path: '/dashboard' });
    expect(await screen.findByRole('status', { name: 'Indlæser …' })).toBeTruthy();
    expect(screen.getByTestId('startup-shell')).toBeTruthy();
  });
});
