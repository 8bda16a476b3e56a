import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen as view, waitFor } from '@testing-library/react';
import { Link, Outlet } from 'react-router';
import { renderRoutes } from '../test/render-routes';
import { isMissingCode, screen } from './screen-route';

afterEach(() => {
  vi.unstubAllGlobals();
});

const missing = () => new TypeError('Failed to fetch dynamically imported module: /assets/x.js');

/** A screen's module whose fetch fails `failures` times before it arrives. */
function flakyModule(failures: number) {
  let calls = 0;
  const load = vi.fn(async () => {
    calls += 1;
    if (calls <= failures) throw missing();
    return { EventsScreen: () => <h1>Arrangementer</h1> };
  });
  return load;
}

function routesWith(load: () => Promise<Record<string, unknown>>) {
  return [
    {
      hydrateFallbackElement: <p>Henter …</p>,
      element: (
        <>
          <Link to="/events">Til arrangementer</Link>
          <Link to="/">Hjem</Link>
          <Outlet />
        </>
      ),
      children: [
        { path: '/', element: <p>Forsiden</p> },
        { path: '/events', ...screen(load, 'EventsScreen') },
      ],
    },
  ];
}

describe('a screen whose code cannot be fetched', () => {
  it('says so in its place and shows the screen by itself when signal returns', async () => {
    vi.stubGlobal('navigator', { ...navigator, onLine: false });
    const load = flakyModule(2);
    const { router } = await renderRoutes(routesWith(load), { path: '/' });
    await view.findByText('Forsiden');

    fireEvent.click(view.getByRole('link', { name: 'Til arrangementer' }));
    expect(await view.findByRole('heading', { name: 'Siden er ikke hentet endnu' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/events');
    expect(router.state.errors).toBeNull();

    // Still no signal on the first 'online' (a flaky bar): the stand-in stays.
    act(() => void window.dispatchEvent(new Event('online')));
    await waitFor(() => expect(load).toHaveBeenCalledTimes(2));
    expect(view.getByRole('heading', { name: 'Siden er ikke hentet endnu' })).toBeTruthy();

    vi.stubGlobal('navigator', { ...navigator, onLine: true });
    act(() => void window.dispatchEvent(new Event('online')));
    expect(await view.findByRole('heading', { name: 'Arrangementer' })).toBeTruthy();
    expect(view.queryByText('Siden er ikke hentet endnu')).toBeNull();

    // Later visits show the screen at once, without fetching it again.
    fireEvent.click(view.getByRole('link', { name: 'Hjem' }));
    await view.findByText('Forsiden');
    fireEvent.click(view.getByRole('link', { name: 'Til arrangementer' }));
    expect(await view.findByRole('heading', { name: 'Arrangementer' })).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('is fetched again by the button', async () => {
    const load = flakyModule(1);
    await renderRoutes(routesWith(load), { path: '/events' });
    const retry = await view.findByRole('button', { name: 'Prøv igen' });
    fireEvent.click(retry);
    expect(await view.findByRole('heading', { name: 'Arrangementer' })).toBeTruthy();
  });

  it('leaves other failures to the route error', async () => {
    const broken = async () => {
      throw new SyntaxError('Unexpected token');
    };
    const routes = [
      {
        hydrateFallbackElement: <p>Henter …</p>,
        errorElement: <p>Fejlsiden</p>,
        children: [{ path: '/events', ...screen(broken, 'EventsScreen') }],
      },
    ];
    await renderRoutes(routes, { path: '/events' });
    expect(await view.findByText('Fejlsiden')).toBeTruthy();
  });
});

describe('what counts as code that did not arrive', () => {
  it('is a failed fetch, or any failure without signal', () => {
    expect(isMissingCode(missing())).toBe(true);
    expect(isMissingCode(new SyntaxError('x'))).toBe(false);
    vi.stubGlobal('navigator', { ...navigator, onLine: false });
    expect(isMissingCode(new SyntaxError('x'))).toBe(true);
  });
});
