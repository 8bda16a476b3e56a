import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { getSession } from '../../lib/session';
import { testUsers } from '../../test/render-screen';
import { renderRoutes } from '../../test/render-routes';
import { apiError, mockApi } from '../../test/mock-api';
import { ConfirmEmailScreen } from './confirm-email-screen';

afterEach(() => {
  vi.unstubAllGlobals();
});

const routes = [{ path: '/account/confirm-email', element: <ConfirmEmailScreen /> }];

describe('ConfirmEmailScreen', () => {
  it('sends the token once and shows the new address, also in the session', async () => {
    const calls = mockApi({
      'POST me/email/confirm': () => ({ user: { ...testUsers.member, email: 'ny@ravn.dk' } }),
    });
    await renderRoutes(routes, {
      path: '/account/confirm-email?token=abc123',
      user: testUsers.member,
    });
    expect(await screen.findByText('Din e-mail er nu ny@ravn.dk.')).toBeTruthy();
    expect(calls).toEqual([
      { method: 'POST', path: 'me/email/confirm', body: { token: 'abc123' } },
    ]);
    expect(getSession().user?.email).toBe('ny@ravn.dk');
  });

  it('says when the link no longer works', async () => {
    mockApi({
      'POST me/email/confirm': () =>
        apiError(400, 'account.invalidEmailToken', 'Invalid or expired link'),
    });
    await renderRoutes(routes, { path: '/account/confirm-email?token=old' });
    expect(
      await screen.findByText(
        'Linket virker ikke længere. Bed om at skifte e-mail igen fra Min konto.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Til log ind' })).toBeTruthy();
  });
});
