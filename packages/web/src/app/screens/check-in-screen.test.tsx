import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { User } from '@club/shared/contract/auth';
import type { CharacterEnvelope } from '@club/shared/contract/inventory';
import { clearCheckIns } from '../../features/events/check-in/check-in-queue';
import { event, staffSignup } from '../../features/events/testing/fixtures';
import { mockApi } from '../../test/mock-api';
import { renderRoutes } from '../../test/render-routes';
import { CheckInScreen } from './check-in-screen';

const admin: User = { id: 9, name: 'Asta Arrangør', email: 'asta@example.org', role: 'admin' };
const routes = [{ path: '/events/:id/check-in', element: <CheckInScreen /> }];
const hour = 60 * 60 * 1000;
const freja = staffSignup({ id: 21, user_name: 'Freja Ravnsdatter' });

function envelope(granted: boolean): CharacterEnvelope {
  return {
    signup_id: 21,
    character_id: 5,
    character_name: 'Bjørn Bredøkse',
    player_name: 'Freja Ravnsdatter',
    items: [{ item_type_id: 1, name: 'Kobber', unit: '', quantity: 12 }],
    granted_at: granted ? '2099-03-13T09:00:00.000Z' : null,
    handed_back_at: null,
    documents: [],
  };
}

beforeEach(async () => {
  await clearCheckIns(admin.id);
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('the gate with envelopes', () => {
  it('reads the envelopes once with the list, and again when a check-in has the list read again', async () => {
    let handedOut = false;
    const calls = mockApi({
      'GET events/3': () =>
        event({
          starts_at: new Date(Date.now() - hour).toISOString(),
          ends_at: new Date(Date.now() + 24 * hour).toISOString(),
        }),
      'GET events/3/signups': () => ({
        signups: [handedOut ? { ...freja, checked_in_at: '2099-03-13T09:00:00.000Z' } : freja],
      }),
      'GET events/3/envelopes': () => ({ envelopes: [envelope(handedOut)] }),
      'PUT events/3/signups/21/attendance': () => {
        handedOut = true;
        return { signup: { ...freja, checked_in_at: '2099-03-13T09:00:00.000Z' } };
      },
    });
    const envelopeReads = () => calls.filter((call) => call.path === 'events/3/envelopes').length;
    const user = userEvent.setup();
    await renderRoutes(routes, { path: '/events/3/check-in', user: admin });

    const row = await screen.findByRole('listitem', { name: 'Freja Ravnsdatter, Bjørn Bredøkse' });
    expect(await within(row).findByText('Ikke udleveret')).toBeTruthy();
    // The list's first answer is not a reason to read the envelopes again.
    expect(envelopeReads()).toBe(1);

    await user.click(within(row).getByRole('button', { name: 'Tjek ind: Freja Ravnsdatter' }));
    expect(await within(row).findByText('Udleveret')).toBeTruthy();
    // Read again once the list is: once, though the tap's answer changed the list before.
    await waitFor(() =>
      expect(calls.filter((call) => call.path === 'events/3/signups').length).toBe(2),
    );
    await waitFor(() => expect(envelopeReads()).toBe(2));
  });
});
