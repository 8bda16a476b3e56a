import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { User } from '@club/shared/contract/auth';
import type { UserDetail, UserSummary } from '@club/shared/contract/users';
import { apiError, mockApi } from '../../test/mock-api';
import { renderScreen, testUsers } from '../../test/render-screen';
import { ManageUsersScreen } from './manage-users-screen';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const admin: User = { id: 3, name: 'Asger Admin', email: 'asger@example.org', role: 'admin' };

const karen: UserSummary = {
  id: 21,
  name: 'Karen Smed',
  email: 'karen@example.org',
  role: 'user',
  conflict_allowed: 0,
  active: true,
  character_count: 1,
};
const karenDetail: UserDetail = {
  ...karen,
  characters: [
    {
      id: 5,
      name: 'Thorin',
      race_name: 'Dværg',
      class_name: 'Kriger',
      xp: 10,
      xp_spent: 4,
      allow_update: 0,
      is_active: 1,
      saved_abilities: 3,
    },
  ],
};

function usersApi(extra: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'GET users': () => [karen],
    'GET users/21': () => karenDetail,
    ...extra,
  });
}

async function openKaren(user: User) {
  const events = userEvent.setup();
  await renderScreen(<ManageUsersScreen />, { user });
  await events.click(await screen.findByRole('button', { name: /Karen Smed/ }));
  await screen.findByRole('heading', { level: 2, name: 'Karen Smed' });
  return events;
}

describe('ManageUsersScreen', () => {
  it('searches users by name or email', async () => {
    const calls = usersApi({ 'GET users?q=karen': () => [karen] });
    const events = userEvent.setup();
    await renderScreen(<ManageUsersScreen />, { user: admin });
    await screen.findByRole('button', { name: /Karen Smed/ });
    await events.type(screen.getByRole('searchbox', { name: 'Søg på navn eller e-mail' }), 'karen');
    await waitFor(() => expect(calls.some((c) => c.path === 'users?q=karen')).toBe(true));
  });

  it('shows the role control to bestyrelse only', async () => {
    usersApi();
    await openKaren(testUsers.board);
    expect(screen.getByRole('combobox', { name: 'Rolle' })).toBeTruthy();
  });

  it('hides the role control from an admin, who still edits the details', async () => {
    const calls = usersApi({ 'PUT users/21': () => ({ ...karenDetail, conflict_allowed: 1 }) });
    const events = await openKaren(admin);
    expect(screen.queryByRole('combobox', { name: 'Rolle' })).toBeNull();
    expect(screen.getByText('Medlem', { selector: 'p' })).toBeTruthy();

    await events.click(screen.getByRole('switch', { name: /Må spille konfliktklasser/ }));
    await events.click(screen.getByRole('button', { name: 'Gem oplysninger' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ conflict_allowed: 1 }),
    );
  });

  it('asks before changing a role and sends it', async () => {
    const calls = usersApi({ 'PUT users/21': () => ({ ...karenDetail, role: 'admin' }) });
    const events = await openKaren(testUsers.board);
    await events.selectOptions(screen.getByRole('combobox', { name: 'Rolle' }), 'admin');
    await events.click(screen.getByRole('button', { name: 'Gem oplysninger' }));
    const dialog = await screen.findByRole('dialog', { name: 'Skift rolle?' });
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
    await events.click(within(dialog).getByRole('button', { name: 'Skift rolle' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ role: 'admin' }),
    );
  });

  it('shows the server’s reason when an email is taken', async () => {
    usersApi({
      'PUT users/21': () =>
        apiError(409, 'errors.emailTaken', 'A user with that email already exists'),
    });
    const events = await openKaren(admin);
    const email = screen.getByRole('textbox', { name: 'E-mail' });
    await events.clear(email);
    await events.type(email, 'bjarke@example.org');
    await events.click(screen.getByRole('button', { name: 'Gem oplysninger' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Der findes allerede en bruger med den e-mail',
    );
  });

  it('awards XP with a reason after a confirmation', async () => {
    const calls = usersApi({
      'POST characters/5/xp': () => ({
        id: 1,
        character_id: 5,
        amount: 3,
        reason: 'Sommerens lejr',
        awarded_by: 3,
        awarded_by_name: 'Asger Admin',
        created_at: '2026-06-01T12:00:00.000Z',
      }),
    });
    const events = await openKaren(admin);
    const form = screen.getByRole('form', { name: 'Giv XP til Thorin' });
    await events.type(within(form).getByRole('textbox', { name: 'XP' }), '3');
    await events.type(within(form).getByRole('textbox', { name: 'Begrundelse' }), 'Sommerens lejr');
    await events.click(within(form).getByRole('button', { name: 'Giv XP' }));
    const dialog = await screen.findByRole('dialog', { name: 'Giv XP?' });
    expect(within(dialog).getByText('Thorin får 3 XP for »Sommerens lejr«.')).toBeTruthy();
    await events.click(within(dialog).getByRole('button', { name: 'Giv XP' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
        amount: 3,
        reason: 'Sommerens lejr',
      }),
    );
  });

  it('refuses an award without a reason', async () => {
    const calls = usersApi();
    const events = await openKaren(admin);
    const form = screen.getByRole('form', { name: 'Giv XP til Thorin' });
    await events.type(within(form).getByRole('textbox', { name: 'XP' }), '3');
    await events.click(within(form).getByRole('button', { name: 'Giv XP' }));
    expect(within(form).getByText('Skriv en begrundelse.')).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('unlocks the sheet with allow_update 1', async () => {
    const calls = usersApi({ 'PATCH characters/5/allow-update': () => ({}) });
    const events = await openKaren(admin);
    await events.click(screen.getByRole('button', { name: 'Lås arket op: Thorin' }));
    const dialog = await screen.findByRole('dialog', { name: 'Lås arket op?' });
    await events.click(within(dialog).getByRole('button', { name: 'Lås arket op' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({ allow_update: 1 }),
    );
  });

  it('sets the six organizer abilities', async () => {
    const calls = usersApi({
      'GET characters/5': () => ({ id: 5, name: 'Thorin', arrangor_ability_1: 'Kongens ven' }),
      'PUT characters/5/organizer-abilities': () => ({ id: 5, name: 'Thorin' }),
    });
    const events = await openKaren(admin);
    await events.click(screen.getByRole('button', { name: 'Arrangørevner' }));
    const first = await screen.findByRole('textbox', { name: 'Arrangørevne 1' });
    expect((first as HTMLInputElement).value).toBe('Kongens ven');
    await events.type(screen.getByRole('textbox', { name: 'Arrangørevne 2' }), 'Taler med ravne');
    await events.click(screen.getByRole('button', { name: 'Gem arrangørevner' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
        arrangor_ability_1: 'Kongens ven',
        arrangor_ability_2: 'Taler med ravne',
        arrangor_ability_3: '',
        arrangor_ability_4: '',
        arrangor_ability_5: '',
        arrangor_ability_6: '',
      }),
    );
  });

  it('creates a member, offering an admin the member role only, and opens them', async () => {
    const sigrid: UserDetail = {
      id: 30,
      name: 'Sigrid Ravn',
      email: 'sigrid@example.org',
      role: 'user',
      conflict_allowed: 0,
      active: true,
      character_count: 0,
      characters: [],
    };
    const calls = usersApi({ 'POST users': () => sigrid, 'GET users/30': () => sigrid });
    const events = userEvent.setup();
    await renderScreen(<ManageUsersScreen />, { user: admin });
    await events.click(await screen.findByRole('button', { name: 'Ny bruger' }));
    const dialog = await screen.findByRole('dialog', { name: 'Opret bruger' });
    const role = within(dialog).getByRole('combobox', { name: /Rolle/ });
    expect(
      within(role)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Medlem']);

    await events.click(within(dialog).getByRole('button', { name: 'Opret og send invitation' }));
    expect(within(dialog).getAllByText('Skal udfyldes')).toHaveLength(2);
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await events.type(within(dialog).getByRole('textbox', { name: /Navn/ }), 'Sigrid Ravn');
    await events.type(
      within(dialog).getByRole('textbox', { name: /E-mail/ }),
      'sigrid@example.org',
    );
    await events.click(within(dialog).getByRole('button', { name: 'Opret og send invitation' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
        name: 'Sigrid Ravn',
        email: 'sigrid@example.org',
        role: 'user',
      }),
    );
    expect(await screen.findByRole('heading', { level: 2, name: 'Sigrid Ravn' })).toBeTruthy();
  });

  it('offers the board every role for a new account', async () => {
    usersApi();
    const events = userEvent.setup();
    await renderScreen(<ManageUsersScreen />, { user: testUsers.board });
    await events.click(await screen.findByRole('button', { name: 'Ny bruger' }));
    const dialog = await screen.findByRole('dialog', { name: 'Opret bruger' });
    const role = within(dialog).getByRole('combobox', { name: /Rolle/ });
    expect(within(role).getAllByRole('option')).toHaveLength(4);
  });

  it('deactivates an account after asking, then offers to reactivate it', async () => {
    let active = true;
    const calls = usersApi({
      'GET users/21': () => ({ ...karenDetail, active }),
      'PUT users/21': (call) => {
        active = (call.body as { active: boolean }).active;
        return { ...karenDetail, active };
      },
    });
    const events = await openKaren(admin);
    await events.click(screen.getByRole('button', { name: 'Deaktiver konto' }));
    const dialog = await screen.findByRole('dialog', { name: 'Deaktiver konto?' });
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
    await events.click(within(dialog).getByRole('button', { name: 'Deaktiver konto' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ active: false }),
    );
    expect(await screen.findByRole('button', { name: 'Aktiver konto igen' })).toBeTruthy();
    expect(screen.getAllByText('Deaktiveret').length).toBeGreaterThan(0);
  });

  it('sends a password reset link', async () => {
    const calls = usersApi({ 'POST users/21/password-reset': () => ({ message: 'sent' }) });
    const events = await openKaren(admin);
    await events.click(screen.getByRole('button', { name: 'Send link til ny adgangskode' }));
    await waitFor(() =>
      expect(calls.some((c) => c.method === 'POST' && c.path === 'users/21/password-reset')).toBe(
        true,
      ),
    );
  });

  it('offers unlock only on a locked sheet, and says so honestly otherwise', async () => {
    const sheet = (allow_update: 0 | 1, saved_abilities: number) => ({
      ...karenDetail,
      characters: [{ ...karenDetail.characters[0]!, allow_update, saved_abilities }],
    });
    usersApi({ 'GET users/21': () => sheet(0, 0) });
    await openKaren(admin);
    expect(screen.getByText('Ikke låst endnu')).toBeTruthy();
    expect(screen.queryByText('Låst')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Lås arket op: Thorin' })).toBeNull();
  });

  it('shows an unlocked sheet without an unlock button', async () => {
    usersApi({
      'GET users/21': () => ({
        ...karenDetail,
        characters: [{ ...karenDetail.characters[0]!, allow_update: 1, saved_abilities: 3 }],
      }),
    });
    await openKaren(admin);
    expect(screen.getByText('Låst op')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Lås arket op: Thorin' })).toBeNull();
  });
});
