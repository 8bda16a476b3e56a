import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { EventLists } from '@club/shared/contract/events';
import { testUsers } from '../../test/render-screen';
import { renderRoutes } from '../../test/render-routes';
import { apiError, mockApi } from '../../test/mock-api';
import { EventListsScreen } from './event-lists-screen';
import { event } from './testing/fixtures';

afterEach(() => {
  vi.unstubAllGlobals();
});

const routes = [{ path: '/events/:id/lists', element: <EventListsScreen /> }];

const lists: EventLists = {
  event_id: 3,
  kitchen: {
    total: 3,
    no_diet: 1,
    diets: [{ diet: 'Vegetar', count: 2 }],
    allergies: [
      {
        signup_id: 11,
        user_name: 'Bo Ørsted',
        character_name: 'Bjørn Bredøkse',
        role: 'player',
        minor: false,
        guest: false,
        guest_phone: null,
        diet: 'Vegetar',
        allergies: 'Nødder',
      },
    ],
  },
  first_aid: {
    headcount: { expected: 2, arrived: 2, on_site: 1 },
    rows: [
      {
        signup_id: 11,
        user_name: 'Bo Ørsted',
        character_name: 'Bjørn Bredøkse',
        role: 'player',
        minor: false,
        guest: false,
        guest_phone: null,
        allergies: 'Nødder',
        emergency_contact: { name: 'Sigrid', phone: '12 34 56 78' },
        guardians: [],
      },
      {
        signup_id: 12,
        user_name: 'Anna Æbelø',
        character_name: null,
        role: 'crew',
        minor: false,
        guest: false,
        guest_phone: null,
        allergies: '',
        emergency_contact: { name: 'Far', phone: '87654321' },
        guardians: [],
      },
    ],
  },
  roster: {
    rows: [
      {
        signup_id: 11,
        user_name: 'Bo Ørsted',
        character_name: 'Bjørn Bredøkse',
        role: 'player',
        minor: false,
        guest: false,
        guest_phone: null,
        payment_status: 'partial',
        amount_due: 350,
        amount_owed: 150,
        photo_consent: true,
        checked_in_at: null,
        checked_out_at: null,
      },
      {
        signup_id: 12,
        user_name: 'Anna Æbelø',
        character_name: null,
        role: 'crew',
        minor: false,
        guest: false,
        guest_phone: null,
        payment_status: 'unpaid',
        amount_due: 150,
        amount_owed: 150,
        photo_consent: false,
        checked_in_at: null,
        checked_out_at: null,
      },
    ],
  },
  player_character_ids: [5],
  personal_data_erased: false,
};

describe('EventListsScreen', () => {
  it('shows staff the kitchen list with counts, the first-aid list and the roster', async () => {
    mockApi({ 'GET events/3': () => event(), 'GET events/3/lists': () => lists });
    await renderRoutes(routes, { path: '/events/3/lists', user: testUsers.board });

    const kitchen = await screen.findByRole('region', { name: /Køkkenliste/ });
    const diets = within(kitchen).getAllByRole('table')[0]!;
    expect(within(diets).getByRole('row', { name: 'Vegetar 2' })).toBeTruthy();
    expect(within(diets).getByRole('row', { name: 'Ingen særlig kost 1' })).toBeTruthy();
    expect(within(diets).getByRole('row', { name: 'I alt 3' })).toBeTruthy();
    expect(within(kitchen).getByText('Allergier (1 deltager)')).toBeTruthy();

    const firstAid = screen.getByRole('region', { name: /Førstehjælpsliste/ });
    // How many are on site now (arrived and not left), beside arrived of expected.
    expect(within(firstAid).getByText('1 på pladsen nu · 2 af 2 ankommet')).toBeTruthy();
    expect(within(firstAid).getByRole('link', { name: '12 34 56 78' }).getAttribute('href')).toBe(
      'tel:12345678',
    );
    const roster = screen.getByRole('region', { name: /Deltagerliste/ });
    expect(
      within(roster).getByRole('row', {
        name: /Anna Æbelø\s+—\s+Crew\s+—\s+Ikke betalt\s+Nej til foto/,
      }),
    ).toBeTruthy();
    // Partly paid reads as such, with what is missing.
    expect(
      within(roster).getByRole('row', {
        name: /Bo Ørsted\s+Bjørn Bredøkse\s+Spiller\s+—\s+Delvist betalt \(mangler 150 kr\.\)\s+Ja/,
      }),
    ).toBeTruthy();
    // On a phone each row reads as a card: every cell carries its column's name.
    expect(
      within(roster)
        .getAllByRole('cell')
        .every((cell) => cell.getAttribute('data-label')),
    ).toBe(true);
    expect(
      screen.getByRole('link', { name: 'Udskriv spillernes ark (1)' }).getAttribute('href'),
    ).toBe('/print/characters?event=3');
  });

  it('downloads a list as CSV from the server', async () => {
    const calls = mockApi({
      'GET events/3': () => event(),
      'GET events/3/lists': () => lists,
      'GET events/3/lists/kitchen.csv': () =>
        new Response('\uFEFFKost;Antal\r\n', {
          headers: { 'content-type': 'text/csv; charset=utf-8' },
        }),
    });
    const createObjectURL = vi.fn(() => 'blob:list');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const user = userEvent.setup();
    await renderRoutes(routes, { path: '/events/3/lists', user: testUsers.board });

    await user.click(await screen.findByRole('button', { name: 'Hent CSV: Køkkenliste' }));
    await waitFor(() => expect(createObjectURL).toHaveBeenCalled());
    expect(calls.some((call) => call.path === 'events/3/lists/kitchen.csv')).toBe(true);
  });

  it('says so when the server refuses the lists', async () => {
    mockApi({
      'GET events/3': () => event(),
      'GET events/3/lists': () => apiError(403, 'errors.forbidden', 'Forbidden'),
    });
    await renderRoutes(routes, { path: '/events/3/lists', user: testUsers.board });
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.queryByRole('region', { name: /Køkkenliste/ })).toBeNull();
  });
});
