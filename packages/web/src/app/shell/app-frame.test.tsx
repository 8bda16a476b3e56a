import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { User } from '@club/shared/contract/auth';
import { getSession } from '../../lib/session';
import { json, mockApi } from '../../test/mock-api';
import { renderRoutes } from '../../test/render-routes';
import {
  clearCheckIns,
  enqueueCheckIn,
  queuedCheckIns,
} from '../../features/events/check-in/check-in-queue';
import { AppFrame } from './app-frame';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const as = (role: User['role']): User => ({
  id: 5,
  name: 'Ragnhild',
  email: 'r@example.org',
  role,
});

async function renderFrame(
  role: User['role'],
  rulesUrl: string | null = 'https://ravnemark.dk/regler',
) {
  const calls = mockApi({
    'POST auth/logout': () => json({ message: 'Logged out.' }),
    'GET settings': () => ({ rules_url: rulesUrl }),
    'GET notifications': () => ({ items: [], unread: 3 }),
    'GET staff/work': () => ({
      change_requests: { count: 1, link: '/manage-users' },
      backgrounds: { count: 2, link: '/staff/backgrounds' },
      reports: { count: 0, link: '/staff/reports' },
      sheets_under_review: { count: 0, link: '/manage-users' },
      unpaid_signups: { count: 1, link: '/events?payment=unpaid' },
      refunds_due: { count: 0, link: '/events?payment=refunds' },
      event_messages: { count: 0, link: '/staff/messages' },
      total: 4,
    }),
  });
  const result = await renderRoutes(
    [
      {
        element: <AppFrame />,
        children: [{ path: '/dashboard', element: <h1>Oversigten</h1> }],
      },
      { path: '/auth', element: <h1>Log ind her</h1> },
    ],
    { path: '/dashboard', user: as(role) },
  );
  await screen.findByRole('heading', { name: 'Oversigten' });
  // The rules link arrives with the settings; let it settle before menus are opened.
  if (rulesUrl) await screen.findByRole('link', { name: /Regler/ });
  return { ...result, calls };
}

function mainNav() {
  return within(screen.getByRole('navigation', { name: 'Hovedmenu' }));
}

describe('the navigation', () => {
  it('shows the unread count beside the inbox and links the account from the header', async () => {
    await renderFrame('user');
    const inbox = await mainNav().findByRole('link', { name: /^Indbakke\s*3 ulæste$/ });
    expect(inbox.getAttribute('href')).toBe('/inbox');
    expect(screen.getByRole('link', { name: /Min konto/ }).getAttribute('href')).toBe('/account');
    expect(mainNav().queryByRole('button', { name: /Til gennemsyn/ })).toBeNull();
  });

  it('shows the unread count in the header too, for a phone whose menu is folded away', async () => {
    await renderFrame('user');
    const header = within(screen.getByRole('banner'));
    const bell = await header.findByRole('link', { name: 'Indbakke, 3 ulæste' });
    expect(bell.getAttribute('href')).toBe('/inbox');
    expect(bell.textContent).toBe('3');
  });

  it('gives an admin the review lists with what waits for staff counted', async () => {
    await renderFrame('admin');
    // The menu's own button, once its code has arrived (it comes after the frame's).
    const menu = await mainNav().findByRole('button', {
      name: /^Til gennemsyn\s*4 venter$/,
      expanded: false,
    });
    await userEvent.click(menu);
    expect(
      await screen.findByRole('menuitem', {
        name: /^Baggrundshistorier til gennemsyn\s*2 venter$/,
      }),
    ).toBeTruthy();
  });

  it('gives a member the rules pages and the external rules link, and no staff menus', async () => {
    await renderFrame('user');
    const nav = mainNav();
    for (const name of [
      'Oversigt',
      'Arrangementer',
      'Racer og klasser',
      'Klasser',
      'Professioner',
      'Sprog',
    ]) {
      expect(nav.getByRole('link', { name })).toBeTruthy();
    }
    expect(nav.getByRole('link', { name: 'Oversigt' }).getAttribute('aria-current')).toBe('page');
    const rules = await nav.findByRole('link', { name: /Regler/ });
    expect(rules.getAttribute('href')).toBe('https://ravnemark.dk/regler');
    expect(rules.getAttribute('target')).toBe('_blank');
    expect(rules.getAttribute('rel')).toContain('noopener');
    expect(nav.queryByRole('button', { name: 'Opret' })).toBeNull();
    expect(nav.queryByRole('button', { name: /^Administrer/ })).toBeNull();
    expect(nav.queryByRole('link', { name: 'Brugere' })).toBeNull();
    expect(nav.queryByRole('link', { name: 'Logistik' })).toBeNull();
    expect(nav.queryByRole('link', { name: 'Revisionslog' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Om Klubben' }).getAttribute('href')).toBe('/about');
  });

  it('hides the rules link while the club has set no rules address', async () => {
    const { calls } = await renderFrame('user', null);
    await waitFor(() => expect(calls.some((c) => c.path === 'settings')).toBe(true));
    await waitFor(() => expect(mainNav().getByRole('link', { name: 'Sprog' })).toBeTruthy());
    expect(mainNav().queryByRole('link', { name: /Regler/ })).toBeNull();
  });

  it('gives an admin user management and the logistics desk but not the rules menus', async () => {
    await renderFrame('admin');
    const nav = mainNav();
    expect(nav.getByRole('link', { name: 'Brugere' }).getAttribute('href')).toBe('/manage-users');
    expect(nav.getByRole('link', { name: 'Logistik' }).getAttribute('href')).toBe('/logistics');
    expect(nav.queryByRole('button', { name: 'Opret' })).toBeNull();
    expect(nav.queryByRole('button', { name: /^Administrer/ })).toBeNull();
    expect(nav.getByRole('link', { name: 'Revisionslog' }).getAttribute('href')).toBe('/audit');
  });

  it('gives the board a Create menu with every creation page', async () => {
    await renderFrame('bestyrelse');
    const nav = mainNav();
    expect(nav.getByRole('link', { name: 'Brugere' })).toBeTruthy();
    await userEvent.click(nav.getByRole('button', { name: 'Opret' }));
    const created = await screen.findAllByRole('menuitem');
    expect(created.map((item) => item.getAttribute('href'))).toEqual([
      '/races-classes/create',
      '/professions/create',
      '/abilities/create',
      '/special-abilities/create',
    ]);
  });

  it('gives the board a Manage menu with the review lists and every manager', async () => {
    await renderFrame('bestyrelse');
    await userEvent.click(mainNav().getByRole('button', { name: /^Administrer/ }));
    const managed = await screen.findAllByRole('menuitem');
    expect(managed.map((item) => item.getAttribute('href'))).toEqual([
      '/staff/backgrounds',
      '/staff/reports',
      '/staff/messages',
      '/logistics',
      '/manage-class-professions',
      '/manage-profession-abilities',
      '/manage-special-abilities',
      '/manage-abilities',
      '/manage-special-abilities-overview',
      '/manage-item-types',
      '/manage-settings',
      '/audit',
      '/rules-data',
    ]);
  });

  it('gives a superadmin the menus too', async () => {
    await renderFrame('superadmin');
    expect(mainNav().getByRole('button', { name: 'Opret' })).toBeTruthy();
    expect(mainNav().getByRole('button', { name: /^Administrer/ })).toBeTruthy();
  });
});

describe('the check-ins waiting at the gate', () => {
  const at = '2099-03-13T09:00:00.000Z';
  const tap = {
    userId: 5,
    eventId: 3,
    signupId: 21,
    name: 'Freja Ravnsdatter',
    kind: 'in' as const,
    body: { checked_in_at: at },
    at,
  };
  afterEach(() => clearCheckIns(5));

  it('go out from any screen of a staff member who checks people in', async () => {
    await enqueueCheckIn(tap);
    const { calls } = await renderFrame('admin');
    await waitFor(() =>
      expect(calls.map((call) => `${call.method} ${call.path}`)).toContain(
        'PUT events/3/signups/21/attendance',
      ),
    );
  });

  it("are no part of a member's pages, which never load the gate's queue", async () => {
    // Left on a shared phone by someone else: not this member's to send.
    await enqueueCheckIn(tap);
    const { calls } = await renderFrame('user');
    await mainNav().findByRole('link', { name: /^Indbakke\s*3 ulæste$/ });
    expect(calls.some((call) => call.path.includes('attendance'))).toBe(false);
    expect(await queuedCheckIns(5)).toHaveLength(1);
  });
});

describe('logging out', () => {
  it('tells the server with the bearer token, clears the session and goes to /auth', async () => {
    const { calls, router } = await renderFrame('user');
    const fetchMock = vi.mocked(fetch);
    await userEvent.click(screen.getByRole('button', { name: 'Log ud' }));
    await screen.findByRole('heading', { name: 'Log ind her' });
    expect(calls.map((call) => `${call.method} ${call.path}`)).toContain('POST auth/logout');
    const headers = fetchMock.mock.calls[0]?.[1]?.headers as Record<string, string>;
    expect(headers.Authorization).toBe('Bearer test-token');
    expect(getSession().token).toBeNull();
    expect(router.state.location.pathname).toBe('/auth');
  });

  it('clears the session even when the server cannot be reached', async () => {
    await renderFrame('user');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Log ud' }));
    await screen.findByRole('heading', { name: 'Log ind her' });
    expect(getSession().user).toBeNull();
  });

  it('warns how many check-ins would be lost before logging out without signal', async () => {
    const { calls } = await renderFrame('admin');
    const at = '2099-03-13T09:00:00.000Z';
    await enqueueCheckIn({
      userId: 5,
      eventId: 3,
      signupId: 21,
      name: 'Freja Ravnsdatter',
      kind: 'in',
      body: { checked_in_at: at },
      at,
    });
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);

    await userEvent.click(screen.getByRole('button', { name: 'Log ud' }));
    const dialog = await screen.findByRole('dialog', { name: 'Log ud uden at sende?' });
    expect(dialog.textContent).toContain('1 indtjekning er ikke sendt endnu');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Bliv logget ind' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(getSession().user).not.toBeNull();
    expect(await queuedCheckIns(5)).toHaveLength(1);

    await userEvent.click(screen.getByRole('button', { name: 'Log ud' }));
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Log ud alligevel' }),
    );
    await screen.findByRole('heading', { name: 'Log ind her' });
    expect(await queuedCheckIns(5)).toEqual([]);
    expect(calls.some((call) => call.path.includes('attendance'))).toBe(false);
  });
});
