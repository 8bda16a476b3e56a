import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi } from '../../test/mock-api';
import { renderRoutes } from '../../test/render-routes';
import { renderScreen, testUsers } from '../../test/render-screen';
import { EventsScreen } from './events-screen';
import { event, eventsAnswer, signup } from './testing/fixtures';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('EventsScreen', () => {
  it('lists upcoming events soonest first, then past ones, in Danish time', async () => {
    mockApi({
      'GET events': () =>
        eventsAnswer([
          event({
            id: 1,
            title: 'Høstfesten',
            starts_at: '2099-09-20T08:00:00Z',
            ends_at: '2099-09-20T20:00:00Z',
          }),
          event({
            id: 2,
            title: 'Forårstinget',
            starts_at: '2020-04-04T08:00:00Z',
            ends_at: '2020-04-04T16:00:00Z',
            status: 'settled',
          }),
          event({
            id: 3,
            title: 'Slaget ved Ravnekløften',
            my_signup: signup({ status: 'waitlisted', waitlist_position: 3 }),
          }),
        ]),
    });
    await renderScreen(<EventsScreen />, { user: testUsers.member });

    const upcoming = await screen.findByRole('region', { name: 'Kommende' });
    const titles = within(upcoming)
      .getAllByRole('article')
      .map((card) => within(card).getByRole('heading').textContent);
    expect(titles).toEqual(['Slaget ved Ravnekløften', 'Høstfesten']);
    const battle = within(upcoming).getByRole('article', { name: 'Slaget ved Ravnekløften' });
    expect(
      within(battle).getByText('fre. 13. mar. 2099 kl. 10.00 – lør. 14. mar. 2099 kl. 15.00'),
    ).toBeTruthy();
    expect(within(battle).getByText('Nr. 3 på ventelisten')).toBeTruthy();
    expect(within(battle).getByText('28 af 40 spillerpladser ledige')).toBeTruthy();
    const feast = within(upcoming).getByRole('article', { name: 'Høstfesten' });
    // 08:00 UTC is 10.00 in Copenhagen summer time.
    expect(within(feast).getByText('søn. 20. sep. 2099 kl. 10.00–22.00')).toBeTruthy();

    const past = screen.getByRole('region', { name: 'Tidligere' });
    const spring = within(past).getByRole('article', { name: 'Forårstinget' });
    expect(within(spring).getByText('Afsluttet')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Nyt arrangement' })).toBeNull();
  });

  it('shows the board a button for a new event, and a calm message when there are none', async () => {
    mockApi({ 'GET events': () => eventsAnswer([]) });
    await renderScreen(<EventsScreen />, { user: testUsers.board });
    expect(await screen.findByText('Der er ingen arrangementer endnu.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Nyt arrangement' }).getAttribute('href')).toBe(
      '/events/new',
    );
  });
});

describe('the calendar subscription', () => {
  it('appears below the season once it has loaded, so the list never pushes it down', async () => {
    let answer: (value: unknown) => void = () => {};
    mockApi({
      'GET events': () =>
        new Promise((resolve) => {
          answer = resolve;
        }),
    });
    await renderScreen(<EventsScreen />, { user: testUsers.member });
    expect(await screen.findByLabelText('Indlæser …')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Abonnér i din telefons kalender' })).toBeNull();
    answer(eventsAnswer([event({ id: 1, title: 'Høstfesten' })]));
    const calendar = await screen.findByRole('region', { name: 'Abonnér i din telefons kalender' });
    const upcoming = screen.getByRole('region', { name: 'Kommende' });
    expect(
      upcoming.compareDocumentPosition(calendar) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  });

  it('shows the private address on request and makes a new one only after asking', async () => {
    let url = 'http://127.0.0.1/api/calendar/abcdefghijklmnop.ics';
    const calls = mockApi({
      'GET events': () => eventsAnswer([]),
      'GET calendar': () => ({ url }),
      'POST calendar/token': () => {
        url = 'http://127.0.0.1/api/calendar/qrstuvwxyz012345.ics';
        return { url };
      },
    });
    const user = userEvent.setup();
    await renderScreen(<EventsScreen />, { user: testUsers.member });
    expect(calls.some((call) => call.path === 'calendar')).toBe(false);
    await user.click(await screen.findByRole('button', { name: 'Vis min kalenderadresse' }));
    const address = await screen.findByRole('textbox', { name: 'Din kalenderadresse' });
    expect((address as HTMLInputElement).value).toBe(url);
    expect(screen.getByRole('link', { name: 'Abonnér nu' }).getAttribute('href')).toBe(
      'webcal://127.0.0.1/api/calendar/abcdefghijklmnop.ics',
    );

    await user.click(screen.getByRole('button', { name: 'Lav en ny adresse' }));
    const dialog = await screen.findByRole('dialog', { name: 'Lav en ny kalenderadresse?' });
    expect(within(dialog).getByText(/Den gamle adresse holder op med at virke/)).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Lav en ny adresse' }));
    await waitFor(() =>
      expect((address as HTMLInputElement).value).toBe(
        'http://127.0.0.1/api/calendar/qrstuvwxyz012345.ics',
      ),
    );
  });

  it('opens on staff’s unpaid view from the work list: the events still owed money, each linked to its unpaid', async () => {
    mockApi({
      'GET events': () =>
        eventsAnswer([
          event({
            id: 1,
            title: 'Høstfesten',
            totals: { expected: 700, paid: 550, outstanding: 150, refunds_due: 0 },
          }),
          event({
            id: 2,
            title: 'Alt betalt',
            totals: { expected: 350, paid: 350, outstanding: 0, refunds_due: 0 },
          }),
          event({
            id: 4,
            title: 'Aflyst marked',
            status: 'cancelled',
            totals: { expected: 0, paid: 350, outstanding: 0, refunds_due: 350 },
          }),
        ]),
    });
    const admin = { id: 9, name: 'Asta', email: 'asta@example.org', role: 'admin' as const };
    const routes = [{ path: '/events', element: <EventsScreen /> }];
    await renderRoutes(routes, { path: '/events?payment=unpaid', user: admin });
    expect(await screen.findByRole('heading', { name: 'Ubetalte tilmeldinger' })).toBeTruthy();
    const cards = await screen.findAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Høstfesten',
    ]);
    expect(within(cards[0]!).getByText('Mangler at blive betalt: 150 kr.')).toBeTruthy();
    expect(within(cards[0]!).getByRole('link', { name: 'Høstfesten' }).getAttribute('href')).toBe(
      '/events/1?payment=unpaid#signups-title',
    );
  });
});
