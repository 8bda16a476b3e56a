import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, mockApi } from '../../test/mock-api';
import { renderRoutes } from '../../test/render-routes';
import { renderScreen } from '../../test/render-screen';
import { ForgotPasswordScreen } from './forgot-password-screen';
import { ResetPasswordScreen } from './reset-password-screen';

afterEach(() => {
  vi.unstubAllGlobals();
});

/** The reset screen at /reset-password?query, with /login standing in for the redirect. */
function atResetPage(query: string) {
  return renderRoutes(
    [
      { path: '/reset-password', element: <ResetPasswordScreen /> },
      { path: '/login', element: <p>login page</p> },
    ],
    { path: `/reset-password${query}` },
  );
}

describe('the reset password screen', () => {
  it("says 'Invalid or missing token.' and offers no form without a token", async () => {
    mockApi({});
    await renderScreen(<ResetPasswordScreen />);
    expect(screen.getByText('Linket er ugyldigt eller mangler.')).toBeTruthy();
    expect(screen.queryByLabelText('Ny adgangskode', { exact: false })).toBeNull();
    expect(screen.getByRole('link', { name: 'Bed om et nyt link' })).toBeTruthy();
  });

  it('sends the token and the new password, confirms, then goes to /login after 1.5 s', async () => {
    const calls = mockApi({
      'POST password/reset': () => ({ message: 'Password has been reset.' }),
    });
    const { router } = await atResetPage('?token=abc123');
    await userEvent.type(screen.getByLabelText(/^Ny adgangskode/), 'a-new-password');
    await userEvent.click(screen.getByRole('button', { name: 'Gem ny adgangskode' }));

    expect(await screen.findByText(/Adgangskoden er nulstillet\./)).toBeTruthy();
    expect(calls[0]?.body).toEqual({ token: 'abc123', password: 'a-new-password' });
    expect(router.state.location.pathname).toBe('/reset-password');
    expect(await screen.findByText('login page')).toBeTruthy();
  });

  it('shows the translated refusal of a used or expired token', async () => {
    mockApi({
      'POST password/reset': () =>
        apiError(400, 'errors.invalidResetToken', 'Invalid or expired token'),
    });
    await atResetPage('?token=used');
    await userEvent.type(screen.getByLabelText(/^Ny adgangskode/), 'a-new-password');
    await userEvent.click(screen.getByRole('button', { name: 'Gem ny adgangskode' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Linket til nulstilling er ugyldigt eller udløbet');
    // As with a missing token, the way on is offered right there.
    const again = within(alert).getByRole('link', { name: 'Bed om et nyt link' });
    expect(again.getAttribute('href')).toBe('/forgot-password');
  });

  it('greets a new member invited by the board', async () => {
    mockApi({});
    await atResetPage('?token=abc&invite=1');
    expect(await screen.findByRole('heading', { name: 'Vælg din adgangskode' })).toBeTruthy();
  });

  it('gives a household member their own login with the token a guardian had mailed', async () => {
    const calls = mockApi({ 'POST household/own-login': () => null });
    await atResetPage('?token=own123&own=1');
    expect(await screen.findByRole('heading', { name: 'Vælg din egen adgangskode' })).toBeTruthy();
    await userEvent.type(screen.getByLabelText(/^Ny adgangskode/), 'Astas egen kode 2026');
    await userEvent.click(screen.getByRole('button', { name: 'Gem ny adgangskode' }));
    expect(await screen.findByText(/Nu har du dit eget login\./)).toBeTruthy();
    expect(calls[0]?.body).toEqual({ token: 'own123', password: 'Astas egen kode 2026' });
    expect(await screen.findByText('login page')).toBeTruthy();
  });
});

describe('the forgot password screen', () => {
  it('confirms the request in the same words whether or not the email exists', async () => {
    const calls = mockApi({
      'POST password/request-reset': () => ({
        message: 'If the email exists, a reset link will be sent.',
      }),
    });
    await renderScreen(<ForgotPasswordScreen />);
    await userEvent.type(screen.getByLabelText('E-mail', { exact: false }), 'freja@example.org');
    await userEvent.click(screen.getByRole('button', { name: 'Send link til nulstilling' }));
    expect(
      await screen.findByText('Hvis e-mailen findes, bliver der sendt et link til nulstilling.'),
    ).toBeTruthy();
    expect(calls[0]?.body).toEqual({ email: 'freja@example.org' });
  });

  it('says nothing was sent when the server cannot be reached', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await renderScreen(<ForgotPasswordScreen />);
    await userEvent.type(screen.getByLabelText('E-mail', { exact: false }), 'freja@example.org');
    await userEvent.click(screen.getByRole('button', { name: 'Send link til nulstilling' }));
    expect(await screen.findByText('Du er offline: intet blev gemt.')).toBeTruthy();
  });
});
