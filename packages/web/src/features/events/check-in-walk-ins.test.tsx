import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { User } from '@club/shared/contract/auth';
import type { WalkInCreate } from '@club/shared/contract/events';
import { renderRoutes } from '../../test/render-routes';
import { apiError, json, mockApi, type ApiCall } from '../../test/mock-api';
import { CheckInScreen } from './check-in-screen';
import { clearCheckIns, queuedCheckIns } from './check-in/check-in-queue';
import { event, signup, staffSignup } from './testing/fixtures';

const admin: User = { id: 9, name: 'Asta Arrangør', email: 'asta@example.org', role: 'admin' };
const routes = [{ path: '/events/:id/check-in', element: <CheckInScreen /> }];
const hour = 60 * 60 * 1000;
const karl = staffSignup({
  id: 22,
  user_name: 'Karl Kulsvier',
  checked_in_at: new Date(Date.now() - hour).toISOString(),
});

/** An event under way with room for one more crew member unless told otherwise. */
function gate(walkIn: (call: ApiCall) => unknown, crew = { capacity: 10, taken: 2 }) {
  return mockApi({
    'GET events/3': () =>
      event({
        starts_at: new Date(Date.now() - hour).toISOString(),
        ends_at: new Date(Date.now() + 24 * hour).toISOString(),
        capacity: { player: 40, crew: crew.capacity },
        counts: { player: 12, crew: crew.taken, waitlist: 0 },
      }),
    'GET events/3/signups': () => ({ signups: [karl] }),
    'POST events/3/walk-ins': walkIn,
  });
}

function setOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  window.dispatchEvent(new Event(online ? 'online' : 'offline'));
}

/** Opens the dialog and adds Ida as a guest on crew, paying 150 kr. */
async function addGuest(user: UserEvent) {
  await user.click(screen.getByRole('button', { name: 'Ny deltager ved indgangen' }));
  const dialog = await screen.findByRole('dialog');
  await user.click(within(dialog).getByRole('radio', { name: 'Gæst uden login' }));
  await user.type(within(dialog).getByRole('textbox', { name: 'Navn' }), 'Ida Gæst');
  await user.type(within(dialog).getByRole('textbox', { name: 'Telefon' }), '20 30 40 50');
  await user.click(within(dialog).getByRole('radio', { name: 'Crew' }));
  return dialog;
}

const posts = (calls: ApiCall[]) =>
  calls.filter((call) => call.method === 'POST').map((call) => call.body as WalkInCreate);

beforeEach(async () => {
  await clearCheckIns(admin.id);
});
afterEach(() => {
  setOnline(true);
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('walk-ins at the gate', () => {
  it('keeps a guest added without signal on the phone, in the list and on site, across a reload, and sends it once', async () => {
    const made = signup({ id: 30, role: 'crew', character_id: null, character_name: null });
    const calls = gate((call) =>
      json({ signup: { ...made, checked_in_at: (call.body as WalkInCreate).checked_in_at } }, 201),
    );
    const user = userEvent.setup();
    await renderRoutes(routes, { path: '/events/3/check-in', user: admin });
    await screen.findByText('1 af 1 ankommet');
    setOnline(false);

    await user.click(screen.getByRole('button', { name: 'Ny deltager ved indgangen' }));
    const dialog = await screen.findByRole('dialog');
    // Without signal the dialog starts on a guest; a member is named by their email.
    expect(within(dialog).getByRole('radio', { name: 'Gæst uden login' })).toHaveProperty(
      'checked',
      true,
    );
    await user.click(within(dialog).getByRole('radio', { name: 'Medlem' }));
    expect(within(dialog).getByText(/Uden net kan medlemmet ikke slås op/)).toBeTruthy();
    expect(within(dialog).getByRole('textbox', { name: /Medlemmets e-mail/ })).toBeTruthy();
    await user.click(within(dialog).getByRole('radio', { name: 'Gæst uden login' }));
    await addGuest(user);
    await user.click(within(dialog).getByRole('button', { name: 'Tilmeld og tjek ind' }));

    const row = await screen.findByRole('listitem', { name: 'Ida Gæst' });
    expect(within(row).getByText('Gæst')).toBeTruthy();
    expect(within(row).getByText('Ikke sendt endnu')).toBeTruthy();
    expect(within(row).getByText('20 30 40 50')).toBeTruthy();
    expect(within(row).queryByRole('button')).toBeNull();
    expect(screen.getByText('2 af 2 ankommet')).toBeTruthy();
    expect(screen.getByTestId('check-in-on-site').textContent).toBe('· 2 på pladsen nu');
    expect(posts(calls)).toEqual([]);
    const [kept] = await queuedCheckIns(admin.id);
    expect(kept).toMatchObject({
      kind: 'walk-in',
      eventId: 3,
      failed: null,
      body: {
        guest: { name: 'Ida Gæst', phone: '20 30 40 50' },
        role: 'crew',
        character_id: null,
        payment: { amount: 150, note: '' },
        over_capacity: false,
        client_id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        checked_in_at: kept?.at,
      },
    });

    // A reload finds it still waiting (the signal is back, nothing sent it yet).
    setOnline(true);
    cleanup();
    await renderRoutes(routes, { path: '/events/3/check-in', user: admin });
    expect(await screen.findByRole('listitem', { name: 'Ida Gæst' })).toBeTruthy();
    expect(posts(calls)).toEqual([]);

    await user.click(await screen.findByRole('button', { name: 'Send nu' }));
    await waitFor(async () => expect(await queuedCheckIns(admin.id)).toEqual([]));
    expect(posts(calls)).toEqual([kept?.body]);
  });

  it('keeps a member named by their email without signal, as a player, and sends the email for the server to find', async () => {
    const made = signup({ id: 32 });
    const calls = gate((call) =>
      json({ signup: { ...made, checked_in_at: (call.body as WalkInCreate).checked_in_at } }, 201),
    );
    const user = userEvent.setup();
    await renderRoutes(routes, { path: '/events/3/check-in', user: admin });
    await screen.findByText('1 af 1 ankommet');
    setOnline(false);

    await user.click(screen.getByRole('button', { name: 'Ny deltager ved indgangen' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('radio', { name: 'Medlem' }));
    const submit = within(dialog).getByRole('button', { name: 'Tilmeld og tjek ind' });
    const email = within(dialog).getByRole('textbox', { name: /Medlemmets e-mail/ });
    await user.type(email, 'rolf@eksempel');
    expect(submit).toHaveProperty('disabled', true);
    await user.type(email, '.dk');
    await user.click(submit);

    const row = await screen.findByRole('listitem', { name: /rolf@eksempel\.dk/ });
    expect(within(row).getByText('Ikke sendt endnu')).toBeTruthy();
    expect(within(row).getByText('Den figur, de spiller nu')).toBeTruthy();
    const [kept] = await queuedCheckIns(admin.id);
    expect(kept?.body).toMatchObject({
      email: 'rolf@eksempel.dk',
      guest: null,
      role: 'player',
      character_id: null,
    });
    expect((kept?.body as WalkInCreate).user_id ?? null).toBeNull();
    expect(posts(calls)).toEqual([]);

    setOnline(true);
    await user.click(await screen.findByRole('button', { name: 'Send nu' }));
    await waitFor(async () => expect(await queuedCheckIns(admin.id)).toEqual([]));
    expect(posts(calls)).toEqual([kept?.body]);
  });

  it('shows a walk-in refused for room on its queued row, and lets it in over capacity when told', async () => {
    const made = signup({ id: 31, role: 'crew', character_id: null, character_name: null });
    const calls = gate(
      (call) =>
        (call.body as WalkInCreate).over_capacity
          ? json({ signup: made }, 201)
          : apiError(409, 'events.overCapacity', 'All places are taken', { capacity: 10 }),
      { capacity: 10, taken: 9 },
    );
    const user = userEvent.setup();
    await renderRoutes(routes, { path: '/events/3/check-in', user: admin });
    await screen.findByText('1 af 1 ankommet');
    setOnline(false);
    const dialog = await addGuest(user);
    await user.click(within(dialog).getByRole('button', { name: 'Tilmeld og tjek ind' }));
    await screen.findByRole('listitem', { name: 'Ida Gæst' });

    // Another phone took the last place meanwhile: the server refuses when it is sent.
    setOnline(true);
    await user.click(await screen.findByRole('button', { name: 'Send nu' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Ida Gæst, skrevet på ved indgangen kl.');
    expect(alert.textContent).toContain('alle pladser i rollen er taget.');
    expect(screen.queryByRole('listitem', { name: 'Ida Gæst' })).toBeNull();
    expect(screen.getByText('1 af 1 ankommet')).toBeTruthy();

    await user.click(
      within(alert).getByRole('button', {
        name: 'Lad Ida Gæst komme ind ud over antallet af pladser',
      }),
    );
    await waitFor(async () => expect(await queuedCheckIns(admin.id)).toEqual([]));
    const sent = posts(calls);
    expect(sent.map((body) => body.over_capacity)).toEqual([false, true]);
    expect(sent[1]?.client_id).toBe(sent[0]?.client_id);
  });

  it('discards a refused walk-in when told', async () => {
    gate(() => apiError(409, 'events.checkInClosed', 'Closed'));
    const user = userEvent.setup();
    await renderRoutes(routes, { path: '/events/3/check-in', user: admin });
    await screen.findByText('1 af 1 ankommet');
    const dialog = await addGuest(user);
    await user.click(within(dialog).getByRole('button', { name: 'Tilmeld og tjek ind' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).queryByRole('button', { name: /ud over antallet af pladser/ })).toBeNull();
    await user.click(within(alert).getByRole('button', { name: 'Kassér Ida Gæst fra indgangen' }));
    await waitFor(async () => expect(await queuedCheckIns(admin.id)).toEqual([]));
  });
});
