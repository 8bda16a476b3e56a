import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getSession } from '../../lib/session';
import { testUsers } from '../../test/render-screen';
import { renderRoutes } from '../../test/render-routes';
import { apiError, json, mockApi } from '../../test/mock-api';
import { AccountScreen } from './account-screen';

afterEach(() => {
  vi.unstubAllGlobals();
});

const routes = [
  { path: '/account', element: <AccountScreen /> },
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
    expect(calls).toHaveLength(0);

    await user.type(within(dialog).getByLabelText('Adgangskode'), 'forkert');
    await user.click(within(dialog).getByRole('button', { name: 'Slet min konto' }));
    expect(await within(dialog).findByText('Adgangskoden er forkert.')).toBeTruthy();
    expect(getSession().user).not.toBeNull();

    await user.clear(within(dialog).getByLabelText('Adgangskode'));
    await user.type(within(dialog).getByLabelText('Adgangskode'), 'den-rigtige');
    await user.click(within(dialog).getByRole('button', { name: 'Slet min konto' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
    expect(getSession().user).toBeNull();
    expect(calls.map((c) => c.body)).toEqual([
      { password: 'forkert' },
      { password: 'den-rigtige' },
    ]);
  });
});
