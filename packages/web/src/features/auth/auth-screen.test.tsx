import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Navigate } from 'react-router';
import { STORAGE_KEYS } from '@club/shared/constants';
import { getSession } from '../../lib/session';
import { apiError, headersOf, json, mockApi } from '../../test/mock-api';
import { renderRoutes } from '../../test/render-routes';
import { renderScreen, testUsers } from '../../test/render-screen';
import { AuthScreen } from './auth-screen';

afterEach(() => {
  vi.unstubAllGlobals();
});

// Encoded with a far-future exp, as the server's tokens carry one.
const token = `h.${btoa(JSON.stringify({ sub: 7, exp: 4_102_444_800 }))}.s`;

async function fillLogin(email: string, password: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('E-mail', { exact: false }), email);
  await user.type(screen.getByLabelText(/^Adgangskode/), password);
  await user.click(screen.getByRole('button', { name: 'Log ind' }));
  return user;
}

describe('the auth screen', () => {
  it('says calmly that an account was deleted when the deletion sent the member here', async () => {
    mockApi({});
    await renderRoutes(
      [
        {
          path: '/account',
          element: <Navigate to="/auth" replace state={{ notice: 'auth.accountDeleted' }} />,
        },
        { path: '/auth', element: <AuthScreen /> },
      ],
      { path: '/account' },
    );
    const notice = await screen.findByRole('status');
    expect(notice.textContent).toBe('Din konto er slettet. Tak for denne gang.');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('toggles between login and signup, with the name field and no forgot link on signup', async () => {
    mockApi({});
    await renderScreen(<AuthScreen />);
    expect(screen.getByRole('tab', { name: 'Log ind' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.queryByLabelText('Navn', { exact: false })).toBeNull();
    expect(screen.getByRole('link', { name: 'Glemt din adgangskode?' })).toBeTruthy();

    await userEvent.click(screen.getByRole('tab', { name: 'Opret konto' }));

    expect(screen.getByLabelText('Navn', { exact: false })).toBeTruthy();
    expect(
      screen.getByText('Mindst 10 tegn, ikke en kendt adgangskode, din e-mail eller dit navn.'),
    ).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Glemt din adgangskode?' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Opret konto' })).toBeTruthy();
  });

  it('requires every field and an email format before calling the server', async () => {
    const calls = mockApi({});
    await renderScreen(<AuthScreen />);
    await userEvent.click(screen.getByRole('button', { name: 'Log ind' }));
    expect(screen.getAllByText('Skal udfyldes')).toHaveLength(2);
    expect(document.activeElement).toBe(screen.getByLabelText(/^E-mail/));

    await userEvent.type(screen.getByLabelText('E-mail', { exact: false }), 'not-an-email');
    await userEvent.click(screen.getByRole('button', { name: 'Log ind' }));
    expect(screen.getByText('Skriv en gyldig e-mailadresse')).toBeTruthy();
    expect(screen.getByLabelText('E-mail', { exact: false }).getAttribute('aria-invalid')).toBe(
      'true',
    );
    expect(calls).toHaveLength(0);
  });

  it('refuses a signup password shorter than the minimum', async () => {
    const calls = mockApi({});
    await renderScreen(<AuthScreen />);
    await userEvent.click(screen.getByRole('tab', { name: 'Opret konto' }));
    await userEvent.type(screen.getByLabelText('Navn', { exact: false }), 'Freja');
    await userEvent.type(screen.getByLabelText('E-mail', { exact: false }), 'freja@example.org');
    await userEvent.type(screen.getByLabelText(/^Adgangskode/), 'short');
    await userEvent.click(screen.getByRole('button', { name: 'Opret konto' }));
    expect(screen.getByText('Adgangskoden skal være mindst 10 tegn')).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  it('refuses a signup password that holds the name or the email, before asking the server', async () => {
    const calls = mockApi({});
    await renderScreen(<AuthScreen />);
    await userEvent.click(screen.getByRole('tab', { name: 'Opret konto' }));
    await userEvent.type(screen.getByLabelText('Navn', { exact: false }), 'Freja Ravn');
    await userEvent.type(screen.getByLabelText('E-mail', { exact: false }), 'fravn@example.org');
    const password = screen.getByLabelText(/^Adgangskode/);
    await userEvent.type(password, 'freja ravn 2024');
    await userEvent.click(screen.getByRole('button', { name: 'Opret konto' }));
    expect(screen.getByText('Adgangskoden må ikke indeholde dit navn')).toBeTruthy();
    await userEvent.clear(password);
    await userEvent.type(password, 'my fravn@example.org');
    await userEvent.click(screen.getByRole('button', { name: 'Opret konto' }));
    expect(screen.getByText('Adgangskoden må ikke indeholde din e-mail')).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  it('shows the translation of the server code and clears the session on a failed login', async () => {
    localStorage.setItem(STORAGE_KEYS.token, 'old-token');
    mockApi({
      'POST auth/login': () =>
        apiError(401, 'errors.invalidCredentials', 'Invalid email or password'),
    });
    await renderScreen(<AuthScreen />, { user: testUsers.member });
    await fillLogin('freja@example.org', 'wrong-password');
    expect(await screen.findByText('Forkert e-mail eller adgangskode')).toBeTruthy();
    expect(getSession().token).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
  });

  it("shows the server's error text when its code is unknown", async () => {
    mockApi({
      'POST auth/login': () => apiError(503, 'errors.somethingNew', 'The realm is closed'),
    });
    await renderScreen(<AuthScreen />);
    await fillLogin('freja@example.org', 'password1');
    expect(await screen.findByText('The realm is closed')).toBeTruthy();
  });

  it('shows the fallback when the server sends neither code nor text', async () => {
    mockApi({ 'POST auth/login': () => json({}, 500) });
    await renderScreen(<AuthScreen />);
    await fillLogin('freja@example.org', 'password1');
    expect(await screen.findByText('Der opstod en uventet fejl')).toBeTruthy();
  });

  it("calls an answer without a token 'Invalid response from server'", async () => {
    mockApi({ 'POST auth/login': () => ({ user: testUsers.member }) });
    await renderScreen(<AuthScreen />);
    await fillLogin('freja@example.org', 'password1');
    expect(await screen.findByText('Ugyldigt svar fra serveren')).toBeTruthy();
    expect(getSession().token).toBeNull();
  });

  it('shows a please-wait label while busy, then keeps the token and user', async () => {
    let answer: (response: Response) => void = () => {};
    const calls = mockApi({
      'POST auth/login': () => new Promise<Response>((resolve) => (answer = resolve)),
      'GET auth/check': () => ({ user: testUsers.member }),
    });
    await renderScreen(<AuthScreen />);
    await fillLogin('Freja@Example.org ', 'password1');

    const busy = await screen.findByRole<HTMLButtonElement>('button', { name: 'Vent venligst …' });
    expect(busy.disabled).toBe(true);
    answer(json({ token, user: testUsers.member }));
    await waitFor(() => expect(getSession().token).toBe(token));
    expect(getSession().user).toEqual(testUsers.member);
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.user) ?? 'null')).toEqual(testUsers.member);
    expect(calls[0]?.body).toEqual({ email: 'Freja@Example.org', password: 'password1' });
  });

  it('runs the auth check with the new token before going to the dashboard', async () => {
    let checked: (response: Response) => void = () => {};
    const calls = mockApi({
      'POST auth/login': () => ({ token, user: testUsers.member }),
      'GET auth/check': () => new Promise<Response>((resolve) => (checked = resolve)),
    });
    const { router } = await renderRoutes(
      [
        { path: '/auth', element: <AuthScreen /> },
        { path: '/dashboard', element: <p>dashboard page</p> },
      ],
      { path: '/auth' },
    );
    await fillLogin('freja@example.org', 'password1');
    await waitFor(() =>
      expect(calls.map((c) => `${c.method} ${c.path}`)).toContain('GET auth/check'),
    );
    expect(headersOf(calls.find((c) => c.path === 'auth/check')).authorization).toBe(
      `Bearer ${token}`,
    );
    // Not logged in, not moved on, until the server has confirmed the session.
    expect(getSession().user).toBeNull();
    expect(router.state.location.pathname).toBe('/auth');

    const confirmed = { ...testUsers.member, name: 'Freja Ravn' };
    checked(json({ user: confirmed }));
    expect(await screen.findByText('dashboard page')).toBeTruthy();
    expect(getSession()).toMatchObject({ token, user: confirmed });
  });

  it('stays on the form and clears the session when the auth check after signup fails', async () => {
    mockApi({
      'POST auth/signup': () => json({ token, user: testUsers.member }, 201),
      'GET auth/check': () => json({}, 200),
    });
    await renderScreen(<AuthScreen />);
    await userEvent.click(screen.getByRole('tab', { name: 'Opret konto' }));
    await userEvent.type(screen.getByLabelText('Navn', { exact: false }), 'Freja');
    await userEvent.type(screen.getByLabelText('E-mail', { exact: false }), 'freja@example.org');
    await userEvent.type(screen.getByLabelText(/^Adgangskode/), 'ravnefjer og tang');
    await userEvent.click(screen.getByRole('button', { name: 'Opret konto' }));
    expect(await screen.findByText('Ugyldigt svar fra serveren')).toBeTruthy();
    expect(getSession().token).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
  });
});
