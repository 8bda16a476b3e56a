import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import { Outlet } from 'react-router';
import { renderRoutes } from '../test/render-routes';
import { NewScreenAtTop } from './new-screen-at-top';

afterEach(() => {
  vi.restoreAllMocks();
});

const routes = [
  {
    hydrateFallbackElement: <p>Henter …</p>,
    element: (
      <>
        <NewScreenAtTop />
        <Outlet />
      </>
    ),
    children: [
      { path: '/', element: <p>Forsiden</p> },
      { path: '/events', element: <p>Arrangementer</p> },
    ],
  },
];

describe('a new screen', () => {
  it('opens at its top; back, a place on the page and a changed search leave the scroll be', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    const { router } = await renderRoutes(routes, { path: '/' });
    await screen.findByText('Forsiden');
    scrollTo.mockClear();

    await act(() => router.navigate('/events'));
    await screen.findByText('Arrangementer');
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
    scrollTo.mockClear();

    await act(() => router.navigate(-1));
    await screen.findByText('Forsiden');
    await act(() => router.navigate('/?q=ulf'));
    await act(() => router.navigate('/events#kort'));
    expect(scrollTo).not.toHaveBeenCalled();
  });
});
