import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NOTIFICATION_KINDS } from '@club/shared/contract/notifications-constants';
import { mockApi } from '../../../test/mock-api';
import { renderScreen, testUsers } from '../../../test/render-screen';
import { MailPreferences } from './mail-preferences';

afterEach(() => {
  vi.unstubAllGlobals();
});

const all = (on: boolean) => Object.fromEntries(NOTIFICATION_KINDS.map((kind) => [kind, on]));

describe('MailPreferences', () => {
  it('saves a switch at once and says so', async () => {
    const calls = mockApi({
      'GET me/preferences': () => ({ mail: all(true), language: 'da' }),
      'PUT me/preferences': () => ({
        mail: { ...all(true), event_message: false },
        language: 'da',
      }),
    });
    const user = userEvent.setup();
    await renderScreen(<MailPreferences />, { user: testUsers.member });
    await user.click(await screen.findByRole('switch', { name: 'Beskeder fra arrangørerne' }));
    expect(
      await screen.findByText('»Beskeder fra arrangørerne« kommer nu kun i indbakken.'),
    ).toBeTruthy();
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
        mail: { event_message: false },
      }),
    );
  });
});
