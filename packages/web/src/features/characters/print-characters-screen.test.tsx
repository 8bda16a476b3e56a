import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { testUsers } from '../../test/render-screen';
import { renderRoutes } from '../../test/render-routes';
import { mockApi } from '../../test/mock-api';
import { PrintCharactersScreen } from './print-characters-screen';

afterEach(() => {
  vi.unstubAllGlobals();
});

const routes = [{ path: '/print/characters', element: <PrintCharactersScreen /> }];

describe('PrintCharactersScreen', () => {
  it('with ?event= asks for exactly that event’s players’ sheets and offers no other filter', async () => {
    const calls = mockApi({ 'GET characters/print?event_id=3': () => ({ sheets: [] }) });
    await renderRoutes(routes, { path: '/print/characters?event=3', user: testUsers.board });

    expect(await screen.findByRole('heading', { name: 'Spillernes ark' })).toBeTruthy();
    await waitFor(() =>
      expect(calls.map((call) => call.path)).toContain('characters/print?event_id=3'),
    );
    expect(calls.some((call) => call.path === 'characters/print')).toBe(false);
    expect(screen.queryByText('Alle aktive figurer')).toBeNull();
    expect(screen.getByRole('link', { name: /Tilbage/ }).getAttribute('href')).toBe(
      '/events/3/lists',
    );
  });
});
