import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import type { User } from '@club/shared/contract/auth';
import { testUsers } from '../../test/render-screen';
import { renderRoutes } from '../../test/render-routes';
import { apiError, mockApi } from '../../test/mock-api';
import { TicketScreen } from './ticket-screen';
import { event, staffSignup } from './testing/fixtures';

const admin: User = { id: 9, name: 'Asta Arrangør', email: 'asta@example.org', role: 'admin' };
const routes = [{ path: '/events/:id/check-in/:code', element: <TicketScreen /> }];
const freja = staffSignup({ ticket_code: 'ticket-abc' });

afterEach(() => {
  vi.unstubAllGlobals();
});

/** An event under way: its gate is open (from the day before it starts until it ends). */
const hour = 60 * 60 * 1000;
const underWay = () =>
  event({
    starts_at: new Date(Date.now() - hour).toISOString(),
    ends_at: new Date(Date.now() + 24 * hour).toISOString(),
  });

describe('TicketScreen', () => {
  it('shows staff the attendee the ticket names, with the button to check them in', async () => {
    mockApi({
      'GET events/3': underWay,
      'GET events/3/tickets/ticket-abc': () => ({ signup: freja }),
    });
    await renderRoutes(routes, { path: '/events/3/check-in/ticket-abc', user: admin });
    expect(await screen.findByRole('button', { name: 'Tjek ind: Freja Ravnsdatter' })).toBeTruthy();
    expect(screen.getByText('Bjørn Bredøkse')).toBeTruthy();
  });

  it('finds the attendee in the kept sign-up list when there is no signal', async () => {
    mockApi({
      'GET events/3': underWay,
      'GET events/3/tickets/ticket-abc': () => {
        throw new TypeError('Failed to fetch');
      },
      'GET events/3/signups': () => ({ signups: [staffSignup({ id: 30 }), freja] }),
    });
    await renderRoutes(routes, { path: '/events/3/check-in/ticket-abc', user: admin });
    expect(await screen.findByRole('button', { name: 'Tjek ind: Freja Ravnsdatter' })).toBeTruthy();
  });

  it('says so when the code is unknown', async () => {
    mockApi({
      'GET events/3': underWay,
      'GET events/3/tickets/nope': () => apiError(404, 'errors.notFound', 'Not found'),
    });
    await renderRoutes(routes, { path: '/events/3/check-in/nope', user: admin });
    expect(await screen.findByText('Billetten findes ikke til dette arrangement.')).toBeTruthy();
  });

  it('tells a member the ticket is not theirs to use, without asking the server', async () => {
    const calls = mockApi({});
    await renderRoutes(routes, { path: '/events/3/check-in/ticket-abc', user: testUsers.member });
    expect(await screen.findByText('Denne billet er ikke din at bruge.')).toBeTruthy();
    expect(calls.filter((call) => call.path.includes('tickets'))).toEqual([]);
  });
});
