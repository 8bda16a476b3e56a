import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getSession } from '../../lib/session';
import { testUsers } from '../../test/render-screen';
import { renderRoutes } from '../../test/render-routes';
import { apiError, json, mockApi } from '../../test/mock-api';
import { AccountScreen } from './account-screen';
import { MyDataScreen } from './my-data-screen';

afterEach(() => {
  vi.unstubAllGlobals();
});

const routes = [
  { path: '/account', element: <AccountScreen /> },
  { path: '/account/my-data', element: <MyDataScreen /> },
  { path: '/auth', element: <h1>Log ind</h1> },
];

describe('AccountScreen', () => {
  it('says the new email must be confirmed from the mail sent to it', async () => {
    const calls = mockApi({
      'POST me/email': () => json({ message: 'sent' }, 202),
    });
    const user = userEvent.setup();
    await renderRoutes(routes, { path: '/account', user: testUsers.member });

    const form = screen.getByRole('form', { name: 'E-mail' });
    await user.type(within(form).getByLabelText('Ny e-mail'), 'freja@ravn.dk');
    await user.type(within(form).getByLabelText(/Din adgangskode/), 'hemmelig-kode');
    await user.click(within(form).getByRole('button', { name: 'Skift e-mail' }));
    expect(await within(form).findByText(/Vi har sendt et link til freja@ravn\.dk/)).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      email: 'freja@ravn.dk',
      password: 'hemmelig-kode',
    });
    // Until the link is opened, the account keeps its address.
    expect(getSession().user?.email).toBe(testUsers.member.email);
  });

  it('deletes the account only with the right password, then logs out to the login screen', async () => {
    let attempts = 0;
    const calls = mockApi({
      'DELETE me': () =>
        ++attempts === 1
          ? apiError(400, 'account.wrongPassword', 'Wrong password')
          : new Response(null, { status: 204 }),
    });
    const user = userEvent.setup();
    const { router } = await renderRoutes(routes, { path: '/account', user: testUsers.member });

    const section = screen.getByRole('region', { name: 'Slet min konto' });
    expect(within(section).getByText(/Klubbens revisionslog/)).toBeTruthy();
    await user.click(within(section).getByRole('button', { name: 'Slet min konto…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Slet din konto for altid?' });
    await user.click(within(dialog).getByRole('button', { name: 'Slet min konto' }));
    expect(within(dialog).getByText('Skal udfyldes')).toBeTruthy();
    expect(calls.filter((call) => call.method !== 'GET')).toHaveLength(0);

    await user.type(within(dialog).getByLabelText('Adgangskode'), 'forkert');
    await user.click(within(dialog).getByRole('button', { name: 'Slet min konto' }));
    expect(await within(dialog).findByText('Adgangskoden er forkert.')).toBeTruthy();
    expect(getSession().user).not.toBeNull();

    await user.clear(within(dialog).getByLabelText('Adgangskode'));
    await user.type(within(dialog).getByLabelText('Adgangskode'), 'den-rigtige');
    await user.click(within(dialog).getByRole('button', { name: 'Slet min konto' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
    expect(getSession().user).toBeNull();
    // The login page is told to say the account went (auth-screen.test shows it does).
    expect(router.state.location.state).toEqual({ notice: 'auth.accountDeleted' });
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.body)).toEqual([
      { password: 'forkert' },
      { password: 'den-rigtige' },
    ]);
  });

  it('shows the member’s own data as a page, every part under its Danish name', async () => {
    mockApi({
      'GET me/export': () => ({
        exported_at: '2026-11-27T14:57:00.000Z',
        account: {
          id: 7,
          name: 'Freja Ravnsdatter',
          email: 'freja@example.org',
          role: 'user',
          created_at: '2026-01-05T10:00:00.000Z',
        },
        preferences: { mail: { event_changed: true, xp_awarded: false }, language: 'da' },
        event_defaults: {
          diet: 'Vegetar',
          allergies: '',
          emergency_contact: { name: 'Mor', phone: '12345678' },
        },
        characters: [
          {
            id: 5,
            name: 'Bjørn Bredøkse',
            race: 'Dværg',
            class: 'Kriger',
            description: '',
            is_active: true,
            created_at: '2026-01-05T10:00:00.000Z',
            professions: ['Smed'],
            sheet: [],
            xp: {
              total: 14,
              ledger: [
                {
                  amount: 10,
                  reason: 'Start-XP',
                  reason_key: 'xp.reasons.starting',
                  reason_params: {},
                  created_at: '2026-01-05T10:00:00.000Z',
                },
                {
                  amount: 4,
                  reason: 'Arrangement: Høstslaget',
                  reason_key: 'xp.reasons.event',
                  reason_params: { event: 'Høstslaget' },
                  created_at: '2026-11-27T10:00:00.000Z',
                },
              ],
            },
            background: {
              character_id: 5,
              character_name: 'Bjørn Bredøkse',
              text: '',
              status: 'draft',
              review_comment: null,
              reviewed_by_name: null,
              reviewed_at: null,
              submitted_at: null,
              updated_at: null,
            },
            comments: [],
            change_requests: [],
          },
        ],
        signups: [
          {
            event_id: 3,
            event_title: 'Høstslaget',
            event_starts_at: '2026-11-27T10:00:00.000Z',
            role: 'player',
            status: 'confirmed',
            character_id: 5,
            diet: 'Vegetar',
            allergies: '',
            emergency_contact: { name: 'Mor', phone: '12345678' },
            photo_consent: false,
            note: '',
            payment_status: 'partial',
            amount_due: 350,
            paid_amount: 200,
            amount_owed: 150,
            refund_due: 0,
            payments: [{ amount: 200, created_at: '2026-11-01T10:00:00.000Z' }],
            messages: [
              { from_staff: true, body: 'Velkommen!', created_at: '2026-11-02T10:00:00.000Z' },
            ],
            checked_in_at: null,
            checked_out_at: null,
            created_at: '2026-10-01T10:00:00.000Z',
          },
        ],
        reports: [],
        comments_written: [],
        notifications: [],
      }),
    });
    await renderRoutes(routes, { path: '/account/my-data', user: testUsers.member });
    for (const name of [
      'Konto',
      'Beskeder på mail',
      'Faste oplysninger til tilmeldinger',
      'Figurer',
      'Tilmeldinger',
      'Efterspilsrapporter',
      'Kommentarer, du har skrevet til andres figurer',
      'Indbakke',
    ]) {
      expect(await screen.findByRole('region', { name })).toBeTruthy();
    }
    expect(screen.getByText('Hentet fre. 27. nov. 2026 kl. 15.57')).toBeTruthy();
    const characters = screen.getByRole('region', { name: 'Figurer' });
    expect(within(characters).getByText(/Arrangement: Høstslaget/)).toBeTruthy();
    const signups = screen.getByRole('region', { name: 'Tilmeldinger' });
    expect(within(signups).getByText('Delvist betalt (200 kr. af 350 kr.)')).toBeTruthy();
    expect(within(signups).getByText(/Velkommen!/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Hent mine data' })).toBeTruthy();
  });
});
