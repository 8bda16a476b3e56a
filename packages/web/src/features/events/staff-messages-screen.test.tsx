import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { User } from '@club/shared/contract/auth';
import { mockApi } from '../../test/mock-api';
import { renderScreen } from '../../test/render-screen';
import { StaffMessagesScreen } from './staff-messages-screen';

afterEach(() => {
  vi.unstubAllGlobals();
});

const admin: User = { id: 9, name: 'Asta Arrangør', email: 'asta@example.org', role: 'admin' };

describe('StaffMessagesScreen', () => {
  it('lists members’ messages waiting for an answer, and answers in the member’s thread', async () => {
    const calls = mockApi({
      'GET event-threads': () => ({
        threads: [
          {
            event_id: 3,
            event_title: 'Høstslaget',
            signup_id: 21,
            user_name: 'Freja Ravnsdatter',
            character_name: 'Bjørn Bredøkse',
            last_body: 'Kan jeg komme lørdag?',
            last_at: '2026-11-27T14:57:00.000Z',
          },
        ],
      }),
      'GET events/3/signups/21/messages': () => ({
        messages: [
          {
            id: 1,
            body: 'Kan jeg komme lørdag?',
            from_staff: false,
            author_name: 'Freja Ravnsdatter',
            created_at: '2026-11-27T14:57:00.000Z',
          },
        ],
      }),
      'POST events/3/signups/21/messages': () => ({
        message: {
          id: 2,
          body: 'Ja.',
          from_staff: true,
          author_name: 'Asta Arrangør',
          created_at: '2026-11-27T15:00:00.000Z',
        },
      }),
    });
    const user = userEvent.setup();
    await renderScreen(<StaffMessagesScreen />, { user: admin });
    const row = await screen.findByRole('article', { name: 'Freja Ravnsdatter' });
    expect(within(row).getByRole('link', { name: 'Høstslaget' }).getAttribute('href')).toBe(
      '/events/3',
    );
    expect(
      within(row).getByText('Skrev fre. 27. nov. 2026 kl. 15.57 · spiller Bjørn Bredøkse'),
    ).toBeTruthy();
    await user.click(within(row).getByRole('button', { name: 'Svar Freja Ravnsdatter' }));
    const dialog = await screen.findByRole('dialog', { name: 'Beskeder med Freja Ravnsdatter' });
    await within(dialog).findByText('Deltageren · fre. 27. nov. 2026 kl. 15.57');
    await user.type(within(dialog).getByRole('textbox', { name: 'Svar' }), 'Ja.');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ body: 'Ja.' }),
    );
  });
});
