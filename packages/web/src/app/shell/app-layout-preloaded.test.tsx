import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { renderRoutes } from '../../test/render-routes';
import { AppLayout, preloadFrame } from './app-layout';

// The frame's code has arrived (the page preloads it when the app opens behind the login).
vi.mock('../logged-in-screens', () => ({
  appFrame: async () => ({ AppFrame: () => <div data-testid="frame">Rammen</div> }),
}));

describe('opening the app on a page behind the login', () => {
  it('draws the frame in the first render once it is loaded, never the startup shell', async () => {
    await preloadFrame();
    await renderRoutes([{ element: <AppLayout />, children: [{ path: '/dashboard' }] }], {
      path: '/dashboard',
    });
    expect(screen.getByTestId('frame')).toBeTruthy();
    expect(screen.queryByTestId('startup-shell')).toBeNull();
  });
});
