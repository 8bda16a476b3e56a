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
      'GET me/event-defaults': () => ({ diet: '', allergies: '', emergency_contact: null }),
      'PUT me/event-defaults': ({ body }) => body,
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
    // The first time, what was typed is kept as the member's usual details.
    expect(calls.find((call) => call.method === 'PUT')).toMatchObject({
      path: 'me/event-defaults',
      body: {
        diet: '',
        allergies: 'Nødder',
        emergency_contact: { name: 'Sigrid', phone: '12345678' },
      },
    });
  });

  it('starts a sign-up from the member’s usual details and offers to keep changes to them', async () => {
    const calls = mockApi({
      'GET events/3': () => event(),
      'GET characters': () => ownCharacters,
      'GET settings': () => settings,
      'GET me/event-defaults': () => ({
        diet: 'Vegetar',
        allergies: 'Nødder',
        emergency_contact: { name: 'Sigrid', phone: '12345678' },
      }),
      'PUT me/event-defaults': ({ body }) => body,
      'POST events/3/signups': () => ({ signup: signup() }),
    });
    const user = userEvent.setup();
    await renderRoutes(routes, { path: '/events/3', user: testUsers.member });
    const form = await screen.findByRole('form', { name: 'Tilmelding' });
    expect(within(form).getByRole('textbox', { name: 'Kost' })).toHaveProperty('value', 'Vegetar');
    expect(within(form).getByRole('textbox', { name: /Pårørende: navn/ })).toHaveProperty(
      'value',
      'Sigrid',
    );
    // Nothing changed: nothing to offer.
    expect(within(form).queryByRole('checkbox', { name: /Husk kost/ })).toBeNull();

    await user.clear(within(form).getByRole('textbox', { name: 'Kost' }));
    await user.type(within(form).getByRole('textbox', { name: 'Kost' }), 'Vegan');
    const keep = within(form).getByRole('checkbox', { name: /Husk kost/ });
    expect(keep).toHaveProperty('checked', false);
    await user.click(keep);
    await user.selectOptions(
      within(form).getByRole('combobox', { name: /Figur/ }),
      'Bjørn Bredøkse',
    );
    await user.click(within(form).getByRole('button', { name: 'Tilmeld mig' }));
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
        diet: 'Vegan',
        allergies: 'Nødder',
        emergency_contact: { name: 'Sigrid', phone: '12345678' },
      }),
    );
    expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({ diet: 'Vegan' });
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
      'GET events/3/signups/21/messages': () => ({ messages: [] }),
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

  it('shows a member who paid part of it what is still owed, and a cancelled event nothing owed', async () => {
    mockApi({
      'GET events/3': () =>
        event({
          my_signup: signup({ payment_status: 'partial', paid_amount: 200, amount_owed: 150 }),
        }),
      'GET settings': () => settings,
      'GET events/3/signups/21/messages': () => ({ messages: [] }),
    });
    const { unmount } = await renderRoutes(routes, { path: '/events/3', user: testUsers.member });
    expect(
      await screen.findByText('Du har betalt 200 kr. af 350 kr. og mangler at betale 150 kr.'),
    ).toBeTruthy();
    expect(screen.getByText('Delvist betalt')).toBeTruthy();
    expect(screen.getByText('RAVN-7Q4K')).toBeTruthy();
    expect(screen.queryByText(/Tak/)).toBeNull();
    unmount();

    mockApi({
      'GET events/3': () =>
        event({
          status: 'cancelled',
          signup_open: false,
          my_signup: signup({ amount_owed: 0 }),
        }),
      'GET settings': () => settings,
      'GET events/3/signups/21/messages': () => ({ messages: [] }),
    });
    await renderRoutes(routes, { path: '/events/3', user: testUsers.member });
    expect(await screen.findByText('Du skal ikke betale noget.')).toBeTruthy();
    expect(screen.queryByText('RAVN-7Q4K')).toBeNull();
  });

  it('lets a member write to the organizers and read their answer', async () => {
    const calls = mockApi({
      'GET events/3': () => event({ my_signup: signup() }),
      'GET settings': () => settings,
      'GET events/3/signups/21/messages': () => ({
        messages: [
          {
            id: 1,
            body: 'Kan jeg komme lørdag?',
            from_staff: false,
            author_name: 'Freja Ravnsdatter',
            created_at: '2099-01-01T10:00:00.000Z',
          },
          {
            id: 2,
            body: 'Ja, vi ses.',
            from_staff: true,
            author_name: 'Asta Arrangør',
            created_at: '2099-01-01T12:00:00.000Z',
          },
        ],
      }),
      'POST events/3/signups/21/messages': ({ body }) => ({
        message: {
          id: 3,
          body: (body as { body: string }).body,
          from_staff: false,
          author_name: 'Freja',
          created_at: '2099-01-02T10:00:00.000Z',
        },
      }),
    });
    const user = userEvent.setup();
    await renderRoutes(routes, { path: '/events/3', user: testUsers.member });
    expect(await screen.findByText('Ja, vi ses.')).toBeTruthy();
    expect(screen.getByText(/Asta Arrangør \(arrangør\)/)).toBeTruthy();
    const form = screen.getByRole('form', { name: 'Skriv til arrangørerne' });
    await user.type(within(form).getByRole('textbox'), 'Jeg tager telt med.');
    await user.click(within(form).getByRole('button', { name: 'Send' }));
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'POST')).toMatchObject({
        path: 'events/3/signups/21/messages',
        body: { body: 'Jeg tager telt med.' },
      }),
    );
  });

  it('tells a waitlisted member their place and to wait with paying', async () => {
    mockApi({
      'GET events/3': () =>
        event({ my_signup: signup({ status: 'waitlisted', waitlist_position: 3 }) }),
      'GET settings': () => settings,
      'GET events/3/signups/21/messages': () => ({ messages: [] }),
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
      'GET events/3/signups/21/messages': () => ({ messages: [] }),
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

  it('tells a guardian which children still need them there when cancelling is refused', async () => {
    mockApi({
      'GET events/3': () => event({ guardian_required: true, my_signup: signup() }),
      'GET settings': () => settings,
      'GET events/3/signups/21/messages': () => ({ messages: [] }),
      'DELETE events/3/signups/21': () =>
        Response.json(
          {
            error: 'Cancel the places of Asta, Bo first',
            code: 'events.guardianStillNeeded',
            details: [
              { field: 'children', message: 'Asta' },
              { field: 'children', message: 'Bo' },
            ],
          },
          { status: 409 },
        ),
    });
    const user = userEvent.setup();
    await renderRoutes(routes, { path: '/events/3', user: testUsers.member });
    await user.click(await screen.findByRole('button', { name: 'Afmeld' }));
    const dialog = await screen.findByRole('dialog', { name: 'Afmeld arrangementet?' });
    await user.click(within(dialog).getByRole('button', { name: 'Ja, afmeld mig' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'Du kan ikke afmelde dig: Asta og Bo må kun deltage sammen med en forælder, og ingen anden forælder er tilmeldt. Afmeld Asta og Bo først, eller få en anden forælder tilmeldt.',
    );
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

  it('gives staff the totals, the filtered sign-up list, payments and check-in', async () => {
    const calls = mockApi({
      'GET events/3': () =>
        event({
          totals: { expected: 500, paid: 350, outstanding: 150, refunds_due: 0 },
          signup_open: false,
          // Under way: the gate is open (from the day before the start until the end).
          starts_at: new Date(Date.now() - 60 * 60 * 1000).toISOString(),
          ends_at: new Date(Date.now() + 24 * 60 * 60 * 1000).toISOString(),
        }),
      'GET events/3/messages': () => ({ messages: [] }),
      'GET events/3/signups/21/payments': () => ({
        payments: [
          {
            id: 1,
            amount: 200,
            note: 'Kontant',
            recorded_by_name: 'Asta',
            created_at: '2099-01-01T10:00:00.000Z',
          },
        ],
        signup: staffSignup({ payment_status: 'partial', paid_amount: 200, amount_owed: 150 }),
      }),
      'POST events/3/signups/21/payments': () => ({
        payment: {
          id: 2,
          amount: 150,
          note: 'MobilePay',
          recorded_by_name: 'Asta',
          created_at: '2099-01-02T10:00:00.000Z',
        },
        signup: staffSignup({ payment_status: 'paid', paid_amount: 350, amount_owed: 0 }),
      }),
      'GET events/3/signups': () => ({
        signups: [
          staffSignup({
            payment_status: 'partial',
            paid_amount: 200,
            amount_owed: 150,
            photo_consent: false,
            message_waiting: true,
          }),
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
            amount_owed: 0,
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
    await within(list).findByRole('article', { name: 'Freja Ravnsdatter' });
    expect(within(list).getByRole('article', { name: 'Gorm Gråskæg' })).toBeTruthy();
    const overview = screen.getByRole('region', { name: 'Overblik' });
    expect(within(overview).getByText('150 kr.')).toBeTruthy();
    expect(within(overview).getByText('1 af 2 ankommet')).toBeTruthy();
    // The overview comes before the staff member's own sign-up.
    const signupSection = screen.getByRole('region', { name: 'Tilmelding' });
    expect(
      overview.compareDocumentPosition(signupSection) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    // Staff but not the board: no edit, publish or cancel.
    expect(screen.queryByRole('button', { name: 'Aflys arrangementet' })).toBeNull();

    // Partly paid counts as not paid.
    await user.click(within(list).getByRole('radio', { name: 'Mangler betaling' }));
    await waitFor(() =>
      expect(within(list).queryByRole('article', { name: 'Gorm Gråskæg' })).toBeNull(),
    );
    const card = within(list).getByRole('article', { name: 'Freja Ravnsdatter' });
    expect(within(card).getByText('Delvist betalt')).toBeTruthy();
    expect(within(card).getByText('Mangler at betale 150 kr.')).toBeTruthy();
    expect(within(card).getByText('Nej til foto')).toBeTruthy();
    expect(within(card).getByText('Besked venter på svar')).toBeTruthy();

    await user.click(within(card).getByRole('button', { name: 'Tjek ind: Freja Ravnsdatter' }));
    await waitFor(() => {
      const put = calls.find((call) => call.method === 'PUT');
      expect(put?.path).toBe('events/3/signups/21/attendance');
      expect(Date.parse((put?.body as { checked_in_at: string }).checked_in_at)).not.toBeNaN();
    });

    await user.click(within(card).getByRole('button', { name: 'Betaling: Freja Ravnsdatter' }));
    const dialog = await screen.findByRole('dialog', { name: 'Betaling fra Freja Ravnsdatter' });
    expect(await within(dialog).findByText('Kontant')).toBeTruthy();
    // What is still owed is offered as the amount received.
    expect(within(dialog).getByRole('textbox', { name: /Modtaget beløb/ })).toHaveProperty(
      'value',
      '150 kr.',
    );
    await user.type(within(dialog).getByRole('textbox', { name: 'Note (valgfri)' }), 'MobilePay');
    await user.click(within(dialog).getByRole('button', { name: 'Registrér beløb' }));
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'POST')).toMatchObject({
        path: 'events/3/signups/21/payments',
        body: { amount: 150, note: 'MobilePay' },
      }),
    );
  });

  it('offers settling only once the event has begun', async () => {
    mockApi({
      'GET events/3': () =>
        event({ totals: { expected: 0, paid: 0, outstanding: 0, refunds_due: 0 } }),
      'GET events/3/messages': () => ({ messages: [] }),
      'GET events/3/signups': () => ({ signups: [staffSignup()] }),
    });
    await renderRoutes(routes, { path: '/events/3', user: admin });
    await screen.findByRole('article', { name: 'Freja Ravnsdatter' });
    expect(screen.queryByRole('button', { name: 'Afslut og uddel XP' })).toBeNull();
  });

  it('says before settling how many checked in and how many characters get how much XP', async () => {
    const calls = mockApi({
      'GET events/3': () =>
        event({
          starts_at: '2020-03-13T10:00:00+01:00',
          ends_at: '2020-03-14T15:00:00+01:00',
          signup_open: false,
          totals: { expected: 0, paid: 0, outstanding: 0, refunds_due: 0 },
        }),
      'GET events/3/messages': () => ({ messages: [] }),
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
    expect(within(dialog).getByText('2 af 3 bekræftede deltagere er tjekket ind.')).toBeTruthy();
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

  it('asks the board before cancelling an event, saying everyone signed up is told', async () => {
    const calls = mockApi({
      'GET events/3': () =>
        event({ totals: { expected: 0, paid: 0, outstanding: 0, refunds_due: 0 } }),
      'GET events/3/messages': () => ({ messages: [] }),
      'GET events/3/signups': () => ({ signups: [] }),
      'PUT events/3': () => event({ status: 'cancelled' }),
    });
    const user = userEvent.setup();
    await renderRoutes(routes, { path: '/events/3', user: testUsers.board });
    await user.click(await screen.findByRole('button', { name: 'Aflys arrangementet' }));
    const dialog = await screen.findByRole('dialog', { name: 'Aflys arrangementet?' });
    expect(within(dialog).getByText(/Alle 14 tilmeldte får besked om aflysningen/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Ja, aflys' }));
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ status: 'cancelled' }),
    );
  });
});
