import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { User } from '@club/shared/contract/auth';
import { testUsers } from '../../test/render-screen';
import { renderRoutes } from '../../test/render-routes';
import { apiError, mockApi } from '../../test/mock-api';
import { EventScreen } from './event-screen';
import { event, ownCharacters, signup, staffSignup } from './testing/fixtures';

afterEach(() => {
  vi.unstubAllGlobals();
});

const routes = [{ path: '/events/:id', element: <EventScreen /> }];
const settings = {
  rules_url: null,
  payment_instructions: 'MobilePay 12 34 56 78',
  event_data_retention_days: 30,
};
const admin: User = { id: 9, name: 'Asta Arrangør', email: 'asta@example.org', role: 'admin' };

describe('EventScreen', () => {
  it('asks a player for a character and an emergency contact before signing up', async () => {
    const calls = mockApi({
      'GET events/3': () => event(),
      'GET characters': () => ownCharacters,
      'GET settings': () => settings,
      'POST events/3/signups': () => ({ signup: signup() }),
    });
    const user = userEvent.setup();
    await renderRoutes(routes, { path: '/events/3', user: testUsers.member });

    const form = await screen.findByRole('form', { name: 'Tilmelding' });
    expect(within(form).getByRole('radio', { name: 'Spiller (350 kr., 10 XP)' })).toBeTruthy();
    expect(
      await within(form).findByText(
        /Kost, allergier og pårørende slettes 30 dage efter arrangementet\./,
      ),
    ).toBeTruthy();
    await user.click(within(form).getByRole('button', { name: 'Tilmeld mig' }));
    expect(await within(form).findByText('Vælg den figur, du spiller.')).toBeTruthy();
    expect(within(form).getAllByText('Skal udfyldes')).toHaveLength(2);
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    await user.selectOptions(
      within(form).getByRole('combobox', { name: /Figur/ }),
      'Bjørn Bredøkse',
    );
    await user.type(within(form).getByRole('textbox', { name: /Pårørende: navn/ }), 'Sigrid');
    await user.type(within(form).getByRole('textbox', { name: /Pårørende: telefon/ }), '12345678');
    await user.type(within(form).getByRole('textbox', { name: 'Allergier' }), 'Nødder');
    await user.click(within(form).getByRole('checkbox', { name: /samtykke til fotos/ }));
    await user.click(within(form).getByRole('button', { name: 'Tilmeld mig' }));
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
        role: 'player',
        character_id: 5,
        diet: '',
        allergies: 'Nødder',
        emergency_contact: { name: 'Sigrid', phone: '12345678' },
        photo_consent: true,
        note: '',
      }),
    );
  });

  it('lets crew sign up without a character', async () => {
    const calls = mockApi({
      'GET events/3': () => event(),
      'GET characters': () => ownCharacters,
      'POST events/3/signups': () => ({ signup: signup({ role: 'crew', character_id: null }) }),
    });
    const user = userEvent.setup();
    await renderRoutes(routes, { path: '/events/3', user: testUsers.member });
    const form = await screen.findByRole('form', { name: 'Tilmelding' });
    await user.click(within(form).getByRole('radio', { name: /Crew/ }));
    await user.type(within(form).getByRole('textbox', { name: /Pårørende: navn/ }), 'Sigrid');
    await user.type(within(form).getByRole('textbox', { name: /Pårørende: telefon/ }), '1234');
    await user.click(within(form).getByRole('button', { name: 'Tilmeld mig' }));
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({
        role: 'crew',
        character_id: null,
      }),
    );
  });

  it('shows a signed-up member what to pay, to whom and with which reference', async () => {
    mockApi({
      'GET events/3': () => event({ my_signup: signup() }),
      'GET settings': () => settings,
    });
    await renderRoutes(routes, { path: '/events/3', user: testUsers.member });
    expect(await screen.findByText('Du er tilmeldt som spiller med Bjørn Bredøkse.')).toBeTruthy();
    expect(screen.getByText('Du skal betale 350 kr.')).toBeTruthy();
    expect(await screen.findByText('Betal til: MobilePay 12 34 56 78')).toBeTruthy();
    expect(screen.getByText('RAVN-7Q4K')).toBeTruthy();
    expect(screen.getByText(/Skriv referencen i MobilePay-beskeden/)).toBeTruthy();
    expect(screen.getByText('Ikke betalt')).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Tilmelding' })).toBeNull();
  });

  it('tells a waitlisted member their place and to wait with paying', async () => {
    mockApi({
      'GET events/3': () =>
        event({ my_signup: signup({ status: 'waitlisted', waitlist_position: 3 }) }),
      'GET settings': () => settings,
    });
    await renderRoutes(routes, { path: '/events/3', user: testUsers.member });
    expect(await screen.findByText('Du er nr. 3 på ventelisten (spiller).')).toBeTruthy();
    expect(
      screen.getByText('Pris: 350 kr. – vent med at betale, til du har fået en plads.'),
    ).toBeTruthy();
    expect(screen.queryByText('Ikke betalt')).toBeNull();
    expect(screen.queryByText('RAVN-7Q4K')).toBeNull();
  });

  it('cancels the sign-up only after the member confirms', async () => {
    const calls = mockApi({
      'GET events/3': () => event({ my_signup: signup() }),
      'GET settings': () => settings,
      'DELETE events/3/signups/21': () => new Response(null, { status: 204 }),
    });
    const user = userEvent.setup();
    await renderRoutes(routes, { path: '/events/3', user: testUsers.member });
    await user.click(await screen.findByRole('button', { name: 'Afmeld' }));
    const dialog = await screen.findByRole('dialog', { name: 'Afmeld arrangementet?' });
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Ja, afmeld mig' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'DELETE')).toBe(true));
  });

  it('shows the closed-window refusal in Danish', async () => {
    mockApi({
      'GET events/3': () => event(),
      'GET characters': () => ownCharacters,
      'POST events/3/signups': () =>
        apiError(409, 'events.signupClosed', 'Sign-up is closed for this event'),
    });
    const user = userEvent.setup();
    await renderRoutes(routes, { path: '/events/3', user: testUsers.member });
    const form = await screen.findByRole('form', { name: 'Tilmelding' });
    await user.click(within(form).getByRole('radio', { name: /Crew/ }));
    await user.type(within(form).getByRole('textbox', { name: /Pårørende: navn/ }), 'Sigrid');
    await user.type(within(form).getByRole('textbox', { name: /Pårørende: telefon/ }), '1234');
    await user.click(within(form).getByRole('button', { name: 'Tilmeld mig' }));
    expect(
      await within(form).findByText('Tilmeldingen er lukket for dette arrangement.'),
    ).toBeTruthy();
  });

  it('hides the sign-up list, totals, settling and the board tools from a member', async () => {
    const calls = mockApi({
      'GET events/3': () => event({ my_signup: signup() }),
      'GET settings': () => settings,
    });
    await renderRoutes(routes, { path: '/events/3', user: testUsers.member });
    await screen.findByText('Du er tilmeldt som spiller med Bjørn Bredøkse.');
    expect(screen.queryByRole('region', { name: 'Tilmeldinger' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Afslut og uddel XP' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Aflys arrangementet' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Rediger' })).toBeNull();
    expect(calls.some((call) => call.path === 'events/3/signups')).toBe(false);
  });

  it('gives staff the totals, the filtered sign-up list, payment marking and check-in', async () => {
    const calls = mockApi({
      'GET events/3': () =>
        event({ totals: { expected: 500, paid: 150, outstanding: 350 }, signup_open: false }),
      'GET events/3/signups': () => ({
        signups: [
          staffSignup(),
          staffSignup({
            id: 22,
            user_id: 8,
            user_name: 'Gorm Gråskæg',
            role: 'crew',
            character_id: null,
            character_name: null,
            amount_due: 150,
            payment_status: 'paid',
            paid_amount: 150,
            checked_in_at: '2099-03-13T09:05:00.000Z',
          }),
        ],
      }),
      'PATCH events/3/signups/21': () => ({ signup: signup({ payment_status: 'paid' }) }),
      'PUT events/3/signups/21/attendance': () => ({ signup: signup() }),
    });
    const user = userEvent.setup();
    await renderRoutes(routes, { path: '/events/3', user: admin });

    const list = await screen.findByRole('region', { name: 'Tilmeldinger' });
    await within(list).findByRole('article', { name: 'Bjørn Bredøkse' });
    expect(within(list).getByRole('article', { name: 'Gorm Gråskæg' })).toBeTruthy();
    expect(screen.getByText('350 kr.')).toBeTruthy();
    expect(screen.getByText('1 af 2 ankommet')).toBeTruthy();
    // Staff but not the board: no edit, publish or cancel.
    expect(screen.queryByRole('button', { name: 'Aflys arrangementet' })).toBeNull();

    await user.click(within(list).getByRole('radio', { name: 'Ikke betalt' }));
    await waitFor(() =>
      expect(within(list).queryByRole('article', { name: 'Gorm Gråskæg' })).toBeNull(),
    );
    const card = within(list).getByRole('article', { name: 'Bjørn Bredøkse' });

    await user.click(within(card).getByRole('button', { name: 'Tjek ind: Freja Ravnsdatter' }));
    await waitFor(() => {
      const put = calls.find((call) => call.method === 'PUT');
      expect(put?.path).toBe('events/3/signups/21/attendance');
      expect(Date.parse((put?.body as { checked_in_at: string }).checked_in_at)).not.toBeNaN();
    });

    await user.click(within(card).getByRole('button', { name: 'Betaling: Freja Ravnsdatter' }));
    const dialog = await screen.findByRole('dialog', { name: 'Betaling fra Freja Ravnsdatter' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Note (valgfri)' }), 'MobilePay');
    await user.click(within(dialog).getByRole('button', { name: 'Gem betaling' }));
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({
        payment_status: 'paid',
        paid_amount: 350,
        payment_note: 'MobilePay',
      }),
    );
  });

  it('says before settling how many characters get how much XP', async () => {
    const calls = mockApi({
      'GET events/3': () => event({ totals: { expected: 0, paid: 0, outstanding: 0 } }),
      'GET events/3/signups': () => ({
        signups: [
          staffSignup({ checked_in_at: '2099-03-13T09:05:00.000Z' }),
          staffSignup({ id: 23, character_id: 6, character_name: 'Ulla Urtekone' }),
          staffSignup({
            id: 24,
            role: 'crew',
            character_id: 8,
            character_name: 'Orm',
            checked_in_at: '2099-03-13T09:05:00.000Z',
          }),
        ],
      }),
      'POST events/3/settle': () => ({ event: event({ status: 'settled' }), awarded: 2 }),
    });
    const user = userEvent.setup();
    await renderRoutes(routes, { path: '/events/3', user: admin });
    await user.click(await screen.findByRole('button', { name: 'Afslut og uddel XP' }));
    const dialog = await screen.findByRole('dialog', { name: 'Afslut og uddel XP?' });
    expect(
      within(dialog).getByText('1 spillerfigur får 10 XP og 1 crewfigur får 5 XP.'),
    ).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Afslut og uddel XP' }));
    await waitFor(() =>
      expect(calls.some((call) => call.method === 'POST' && call.path === 'events/3/settle')).toBe(
        true,
      ),
    );
  });

  it('asks the board before cancelling an event, saying everyone signed up is mailed', async () => {
    const calls = mockApi({
      'GET events/3': () => event({ totals: { expected: 0, paid: 0, outstanding: 0 } }),
      'GET events/3/signups': () => ({ signups: [] }),
      'PUT events/3': () => event({ status: 'cancelled' }),
    });
    const user = userEvent.setup();
    await renderRoutes(routes, { path: '/events/3', user: testUsers.board });
    await user.click(await screen.findByRole('button', { name: 'Aflys arrangementet' }));
    const dialog = await screen.findByRole('dialog', { name: 'Aflys arrangementet?' });
    expect(within(dialog).getByText(/Alle 14 tilmeldte får en mail/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Ja, aflys' }));
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ status: 'cancelled' }),
    );
  });
});
