import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { User } from '@club/shared/contract/auth';
import type { StaffSignup } from '@club/shared/contract/events';
import { renderRoutes } from '../../test/render-routes';
import { apiError, mockApi } from '../../test/mock-api';
import { CheckInScreen } from './check-in-screen';
import { clearCheckIns, queuedCheckIns } from './check-in/check-in-queue';
import { event, staffSignup } from './testing/fixtures';

const admin: User = { id: 9, name: 'Asta Arrangør', email: 'asta@example.org', role: 'admin' };
const routes = [{ path: '/events/:id/check-in', element: <CheckInScreen /> }];

const freja = staffSignup({
  id: 21,
  user_name: 'Freja Ravnsdatter',
  payment_status: 'partial',
  paid_amount: 200,
  amount_owed: 150,
  photo_consent: false,
});
const karl = staffSignup({
  id: 22,
  user_id: 8,
  user_name: 'Karl Kulsvier',
  character_name: 'Ulla Urtekone',
  payment_status: 'paid',
  paid_amount: 350,
  amount_owed: 0,
  character_needs_review: true,
  checked_in_at: '2099-03-13T08:00:00.000Z',
});
const waiting = staffSignup({ id: 23, user_name: 'Vera Venteliste', status: 'waitlisted' });

/** An event under way: its gate is open (from the day before it starts until it ends). */
const hour = 60 * 60 * 1000;
const underWay = () =>
  event({
    starts_at: new Date(Date.now() - hour).toISOString(),
    ends_at: new Date(Date.now() + 24 * hour).toISOString(),
  });

function gate(signups: StaffSignup[], attendance: () => unknown) {
  return mockApi({
    'GET events/3': underWay,
    'GET events/3/signups': () => ({ signups }),
    'PUT events/3/signups/21/attendance': attendance,
  });
}

function setOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
}

beforeEach(async () => {
  await clearCheckIns(admin.id);
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('CheckInScreen', () => {
  it('lists the confirmed with their warnings, counts arrivals, and checks in with one tap', async () => {
    const calls = gate([freja, karl, waiting], () => ({
      signup: { ...freja, checked_in_at: '2099-03-13T09:00:00.000Z' },
    }));
    const user = userEvent.setup();
    await renderRoutes(routes, { path: '/events/3/check-in', user: admin });

    expect(await screen.findByText('1 af 2 ankommet')).toBeTruthy();
    expect(screen.queryByText('Vera Venteliste')).toBeNull();
    const row = screen.getByRole('listitem', { name: 'Freja Ravnsdatter, Bjørn Bredøkse' });
    // Paid part of it is not paid; no photos is said at the gate.
    expect(within(row).getByText('Mangler at betale 150 kr.')).toBeTruthy();
    expect(within(row).getByText('Delvist betalt')).toBeTruthy();
    expect(within(row).getByText('Nej til foto')).toBeTruthy();
    const karlRow = screen.getByRole('listitem', { name: 'Karl Kulsvier, Ulla Urtekone' });
    expect(within(karlRow).getByText('Figuren skal gennemgås')).toBeTruthy();
    expect(within(karlRow).getByRole('button', { name: 'Tjek ud: Karl Kulsvier' })).toBeTruthy();

    expect(screen.getByTestId('check-in-on-site').textContent).toBe('· 1 på pladsen nu');

    await user.click(within(row).getByRole('button', { name: 'Tjek ind: Freja Ravnsdatter' }));
    expect(await screen.findByText('2 af 2 ankommet')).toBeTruthy();
    expect(screen.getByTestId('check-in-on-site').textContent).toBe('· 2 på pladsen nu');
    await waitFor(() => {
      const put = calls.find((call) => call.method === 'PUT');
      expect(put?.path).toBe('events/3/signups/21/attendance');
      expect(Object.keys(put?.body as object)).toEqual(['checked_in_at']);
    });
    await waitFor(async () => expect(await queuedCheckIns(admin.id)).toEqual([]));
  });

  it('finds attendees by character name and filters the unpaid', async () => {
    gate([freja, karl], () => ({ signup: freja }));
    const user = userEvent.setup();
    await renderRoutes(routes, { path: '/events/3/check-in', user: admin });
    await screen.findByText('1 af 2 ankommet');

    await user.type(
      screen.getByRole('searchbox', { name: 'Søg efter medlem eller figur' }),
      'ulla',
    );
    // A row the search leaves out is hidden (kept in the page, so it shows again at once).
    const row = (name: RegExp) => screen.queryByRole('listitem', { name });
    await waitFor(() => expect(row(/^Freja Ravnsdatter/)).toBeNull());
    expect(row(/^Karl Kulsvier/)).toBeTruthy();

    await user.clear(screen.getByRole('searchbox', { name: 'Søg efter medlem eller figur' }));
    await user.click(screen.getByRole('radio', { name: 'Ikke betalt' }));
    await waitFor(() => expect(row(/^Karl Kulsvier/)).toBeNull());
    expect(row(/^Freja Ravnsdatter/)).toBeTruthy();
  });

  it('keeps a tap made offline, shows it at once and says how many wait', async () => {
    const calls = gate([freja, karl], () => ({ signup: freja }));
    const user = userEvent.setup();
    await renderRoutes(routes, { path: '/events/3/check-in', user: admin });
    await screen.findByText('1 af 2 ankommet');
    setOnline(false);

    await user.click(screen.getByRole('button', { name: 'Tjek ind: Freja Ravnsdatter' }));
    expect(await screen.findByText('1 venter på at blive sendt')).toBeTruthy();
    expect(screen.getByText('2 af 2 ankommet')).toBeTruthy();
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);
    const [kept] = await queuedCheckIns(admin.id);
    expect(kept).toMatchObject({ signupId: 21, eventId: 3, kind: 'in', failed: null });
  });

  it('reports a check-in for a sign-up cancelled meanwhile until it is dismissed', async () => {
    gate([freja, karl], () => apiError(404, 'errors.notFound', 'Not found'));
    const user = userEvent.setup();
    await renderRoutes(routes, { path: '/events/3/check-in', user: admin });
    await screen.findByText('1 af 2 ankommet');

    await user.click(screen.getByRole('button', { name: 'Tjek ind: Freja Ravnsdatter' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('1 kunne ikke sendes')).toBeTruthy();
    expect(alert.textContent).toContain('tilmeldingen er blevet afmeldt i mellemtiden.');
    // The refused tap is not shown as an arrival.
    expect(screen.getByText('1 af 2 ankommet')).toBeTruthy();

    await user.click(
      within(alert).getByRole('button', {
        name: 'OK, fjern Freja Ravnsdatter (Bjørn Bredøkse) fra listen',
      }),
    );
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    expect(await queuedCheckIns(admin.id)).toEqual([]);
  });

  it('shows the list before the gate opens, says when it opens, and takes no taps', async () => {
    mockApi({
      'GET events/3': () =>
        event({ starts_at: '2099-03-13T10:00:00+01:00', ends_at: '2099-03-14T15:00:00+01:00' }),
      'GET events/3/signups': () => ({ signups: [freja, karl] }),
    });
    await renderRoutes(routes, { path: '/events/3/check-in', user: admin });
    await screen.findByText('1 af 2 ankommet');
    expect(screen.getByTestId('check-in-window').textContent).toBe(
      'Indtjekningen åbner tors. 12. mar. 2099 kl. 00.00. Indtil da kan listen læses, men ingen kan tjekkes ind.',
    );
    expect(screen.getByText('Freja Ravnsdatter')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Tjek (ind|ud):/ })).toBeNull();
  });

  it('finds a ticket by its typed code in the scanner, when the camera cannot open, and checks in', async () => {
    const calls = gate([{ ...freja, ticket_code: 'K7QM-4PXR' }, karl], () => ({
      signup: { ...freja, checked_in_at: '2099-03-13T09:00:00.000Z' },
    }));
    const user = userEvent.setup();
    await renderRoutes(routes, { path: '/events/3/check-in', user: admin });
    await screen.findByText('1 af 2 ankommet');

    await user.click(screen.getByRole('button', { name: 'Scan billet' }));
    const scanner = await screen.findByRole('dialog', { name: 'Scan billet' });
    expect(
      await within(scanner).findByText(
        'Kameraet kunne ikke åbnes. Skriv koden fra billetten i stedet.',
      ),
    ).toBeTruthy();
    await user.type(within(scanner).getByLabelText('Eller skriv billetkoden'), 'k7qm 4pxr');
    await user.click(within(scanner).getByRole('button', { name: 'Find' }));
    await user.click(within(scanner).getByRole('button', { name: 'Tjek ind: Freja Ravnsdatter' }));
    await waitFor(() =>
      expect(calls.some((call) => call.path === 'events/3/signups/21/attendance')).toBe(true),
    );

    await user.click(within(scanner).getByRole('button', { name: 'Scan næste billet' }));
    await user.type(within(scanner).getByLabelText('Eller skriv billetkoden'), '2345-6789');
    await user.click(within(scanner).getByRole('button', { name: 'Find' }));
    expect(within(scanner).getByText('Ingen på listen har billetten 2345-6789.')).toBeTruthy();
  });

  it('adds a member who turns up at the gate: role, character, payment on the spot, over capacity only when ticked', async () => {
    const calls = mockApi({
      'GET events/3': () =>
        event({
          starts_at: new Date(Date.now() - hour).toISOString(),
          ends_at: new Date(Date.now() + 24 * hour).toISOString(),
          capacity: { player: 12, crew: 2 },
          counts: { player: 12, crew: 1, waitlist: 0 },
        }),
      'GET events/3/signups': () => ({ signups: [freja] }),
      'GET users?q=gu': () => [
        {
          id: 31,
          name: 'Gunnar Gæst',
          email: 'gunnar@example.org',
          role: 'user',
          conflict_allowed: 0,
          active: true,
          character_count: 1,
        },
      ],
      'GET users/31': () => ({
        id: 31,
        name: 'Gunnar Gæst',
        email: 'gunnar@example.org',
        role: 'user',
        conflict_allowed: 0,
        active: true,
        character_count: 1,
        characters: [
          {
            id: 77,
            name: 'Grim Gråsten',
            race_name: 'Dværg',
            class_name: 'Kriger',
            xp: 10,
            xp_spent: 0,
            allow_update: 1,
            is_active: 1,
          },
        ],
      }),
      'POST events/3/walk-ins': () =>
        new Response(JSON.stringify({ signup: freja }), { status: 201 }),
    });
    const user = userEvent.setup();
    await renderRoutes(routes, { path: '/events/3/check-in', user: admin });
    await screen.findByText('0 af 1 ankommet');

    await user.click(screen.getByRole('button', { name: 'Ny deltager ved indgangen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ny deltager ved indgangen' });
    await user.type(within(dialog).getByRole('searchbox', { name: 'Find medlemmet' }), 'gu');
    await user.click(await within(dialog).findByRole('button', { name: /Gunnar Gæst/ }));
    // Every player place is taken: signing up needs the tick for over capacity.
    expect(within(dialog).getByText('Alle 12 pladser som spiller er taget.')).toBeTruthy();
    await user.click(await within(dialog).findByRole('textbox', { name: 'Figur' }));
    await user.click(await screen.findByRole('option', { name: 'Grim Gråsten (Dværg · Kriger)' }));
    const submit = within(dialog).getByRole('button', { name: 'Tilmeld og tjek ind' });
    expect((submit as HTMLButtonElement).disabled).toBe(true);
    await user.click(
      within(dialog).getByRole('checkbox', { name: 'Lad dem komme ind ud over antallet' }),
    );
    await user.click(submit);

    await waitFor(() => {
      const post = calls.find((call) => call.method === 'POST');
      expect(post?.body).toMatchObject({
        user_id: 31,
        role: 'player',
        character_id: 77,
        payment: { amount: 350, note: '' },
        over_capacity: true,
        checked_in_at: expect.any(String),
      });
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
