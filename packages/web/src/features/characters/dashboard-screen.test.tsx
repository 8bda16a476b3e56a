import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { startActing, stopActing } from '../../lib/acting-as';
import { apiError, mockApi } from '../../test/mock-api';
import { renderScreen, testUsers } from '../../test/render-screen';
import { DashboardScreen } from './dashboard-screen';
import { character, characterList, classes, warriorProfessions } from './testing/fixtures';

afterEach(() => {
  stopActing();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const warrior = classes[0]!;

function warriorRoutes(extra: Parameters<typeof mockApi>[0] = {}) {
  return {
    'GET classes/10': () => warrior,
    'GET classes/10/professions': () => warriorProfessions,
    ...extra,
  };
}

async function openCreateForm() {
  const user = userEvent.setup({ applyAccept: false });
  await renderScreen(<DashboardScreen />, { user: testUsers.member });
  await user.click(await screen.findByRole('button', { name: 'Opret figur' }));
  const form = screen.getByRole('region', { name: 'Ny figur' });
  return { user, form };
}

async function fillWarrior(user: ReturnType<typeof userEvent.setup>, form: HTMLElement) {
  await user.type(within(form).getByRole('textbox', { name: 'Navn' }), 'Thorin');
  await user.selectOptions(within(form).getByRole('combobox', { name: 'Race' }), 'Dværg');
  await user.selectOptions(within(form).getByRole('combobox', { name: 'Klasse' }), 'Kriger');
  await within(form).findByText('Våbenbrug');
}

describe('DashboardScreen', () => {
  it('welcomes the user by name and shows each character with its XP', async () => {
    mockApi({
      'GET characters': () => characterList({ characters: [character({ xp: 12, xp_spent: 5 })] }),
    });
    await renderScreen(<DashboardScreen />, { user: testUsers.member });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Velkommen, Freja Ravnsdatter' }),
    ).toBeTruthy();
    const card = await screen.findByRole('article', { name: 'Thorin' });
    expect(within(card).getByText('Aktiv')).toBeTruthy();
    expect(within(card).getByText('Dværg · Kriger')).toBeTruthy();
    expect(within(card).getByText('12')).toBeTruthy();
    expect(within(card).getByText('7')).toBeTruthy();
  });

  it('greets the person a guardian acts as, not the guardian', async () => {
    mockApi({ 'GET characters': () => characterList({ characters: [] }) });
    // Logged in first (a login ends any acting), then switched to the child.
    await renderScreen(<DashboardScreen />, { user: testUsers.member });
    act(() => startActing({ id: 31, name: 'Asta Ravnsdatter' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Velkommen, Asta Ravnsdatter' }),
    ).toBeTruthy();
    expect(screen.queryByRole('heading', { name: /Freja/ })).toBeNull();
  });

  it("renders an older server's positional rows, professions from index 24", async () => {
    // id, user_id, name, race_id, class_id, profession_1…6, description, avatar_path, xp,
    // is_active, allow_update, arrangor_ability_1…6, race_name, class_name, professions.
    const row = [
      9,
      7,
      'Gorm',
      1,
      10,
      101,
      102,
      null,
      null,
      null,
      null,
      'En gammel kriger',
      'orc',
      14,
      1,
      0,
      null,
      null,
      null,
      null,
      null,
      null,
      'Dværg',
      'Kriger',
      '{"id":101,"name":"Våbenbrug"},{"id":102,"name":"Rustningsbrug"}',
    ];
    mockApi({ 'GET characters': () => ({ ...characterList(), characters: [row] }) });
    await renderScreen(<DashboardScreen />, { user: testUsers.member });
    const card = await screen.findByRole('article', { name: 'Gorm' });
    expect(within(card).getByText('Aktiv')).toBeTruthy();
    expect(within(card).getByText('Dværg · Kriger')).toBeTruthy();
    expect(within(card).getAllByText('14')).toHaveLength(2); // earned, and left with none spent
    expect(within(card).getByText('En gammel kriger')).toBeTruthy();
    expect(within(card).getByText('Våbenbrug, Rustningsbrug')).toBeTruthy();
  });

  it('disables the create button at three characters and says why', async () => {
    mockApi({
      'GET characters': () =>
        characterList({
          characters: [
            character({ id: 1 }),
            character({ id: 2, name: 'Balin' }),
            character({ id: 3, name: 'Dwalin' }),
          ],
        }),
    });
    await renderScreen(<DashboardScreen />, { user: testUsers.member });
    const create = await screen.findByRole('button', { name: 'Opret figur' });
    expect((create as HTMLButtonElement).disabled).toBe(true);
    expect(
      screen.getByText('Du har nået grænsen på 3 figurer, så du kan ikke oprette flere.'),
    ).toBeTruthy();
  });

  it('offers the race only after a name and the class only after a race, without conflict classes', async () => {
    mockApi(
      warriorRoutes({
        'GET characters': () => characterList({ characters: [character({ conflict_allowed: 0 })] }),
      }),
    );
    const { user, form } = await openCreateForm();
    const race = within(form).getByRole('combobox', { name: 'Race' }) as HTMLSelectElement;
    const cls = within(form).getByRole('combobox', { name: 'Klasse' }) as HTMLSelectElement;
    expect(race.disabled).toBe(true);
    expect(cls.disabled).toBe(true);

    await user.type(within(form).getByRole('textbox', { name: 'Navn' }), 'Gimli');
    expect(race.disabled).toBe(false);
    expect(cls.disabled).toBe(true);

    await user.selectOptions(race, 'Dværg');
    expect(cls.disabled).toBe(false);
    const offered = within(cls)
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(offered).toEqual(['Vælg en klasse', 'Kriger']);

    await user.selectOptions(cls, 'Kriger');
    expect(await within(form).findByText('Våbenbrug')).toBeTruthy();
    await user.selectOptions(race, 'Elver');
    expect(cls.value).toBe('');
    expect(within(form).queryByText('Våbenbrug')).toBeNull();
  });

  it('shows conflict classes to a user allowed to play them', async () => {
    mockApi({
      'GET characters': () => characterList({ characters: [character({ conflict_allowed: 1 })] }),
    });
    const { user, form } = await openCreateForm();
    await user.type(within(form).getByRole('textbox', { name: 'Navn' }), 'Gimli');
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Race' }), 'Dværg');
    const options = within(within(form).getByRole('combobox', { name: 'Klasse' })).getAllByRole(
      'option',
    );
    expect(options.map((o) => o.textContent)).toContain('Skyggedanser');
  });

  it('refuses to create without exactly six professions and sends nothing', async () => {
    const calls = mockApi(warriorRoutes({ 'GET characters': () => characterList() }));
    const { user, form } = await openCreateForm();
    await fillWarrior(user, form);
    await user.click(within(form).getByRole('button', { name: 'Tilføj Smed' }));
    await user.click(within(form).getByRole('radio', { name: 'Dværg' }));
    await user.click(within(form).getByRole('button', { name: 'Opret figur' }));

    expect(
      await within(form).findByText('Vælg præcis 6 professioner i alt (obligatoriske + valgfrie)'),
    ).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('blocks adding and dragging at the class limit of optional professions', async () => {
    mockApi(warriorRoutes({ 'GET characters': () => characterList() }));
    const { user, form } = await openCreateForm();
    await fillWarrior(user, form);

    await user.click(within(form).getByRole('button', { name: 'Tilføj Smed' }));
    await user.click(within(form).getByRole('button', { name: 'Tilføj Jæger' }));

    const addLast = within(form).getByRole('button', {
      name: 'Tilføj Bueskytte',
    }) as HTMLButtonElement;
    const dragLast = within(form).getByRole('button', {
      name: 'Træk Bueskytte',
    }) as HTMLButtonElement;
    expect(addLast.disabled).toBe(true);
    expect(dragLast.disabled).toBe(true);
    expect(
      within(form).getByText('Du har valgt de 2 valgfrie professioner, klassen giver.'),
    ).toBeTruthy();
    expect(within(form).getByText('6 af 6 valgt')).toBeTruthy();

    await user.click(within(form).getByRole('button', { name: 'Fjern Smed' }));
    expect(
      (within(form).getByRole('button', { name: 'Tilføj Bueskytte' }) as HTMLButtonElement)
        .disabled,
    ).toBe(false);
  });

  it('creates the character with the mandatory professions first, then the picks in order', async () => {
    const calls = mockApi(
      warriorRoutes({
        'GET characters': () => characterList(),
        'POST characters': () => character(),
      }),
    );
    const { user, form } = await openCreateForm();
    await fillWarrior(user, form);
    await user.click(within(form).getByRole('button', { name: 'Tilføj Jæger' }));
    await user.click(within(form).getByRole('button', { name: 'Tilføj Smed' }));
    await user.click(within(form).getByRole('radio', { name: 'Dværg' }));
    await user.click(within(form).getByRole('button', { name: 'Opret figur' }));

    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      name: 'Thorin',
      race_id: 1,
      class_id: 10,
      profession_ids: [101, 102, 103, 104, 106, 105],
      avatar_path: 'dwarfs',
    });
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Ny figur' })).toBeNull());
  });

  it('asks for an avatar before creating', async () => {
    const calls = mockApi(warriorRoutes({ 'GET characters': () => characterList() }));
    const { user, form } = await openCreateForm();
    await fillWarrior(user, form);
    await user.click(within(form).getByRole('button', { name: 'Tilføj Smed' }));
    await user.click(within(form).getByRole('button', { name: 'Tilføj Jæger' }));
    await user.click(within(form).getByRole('button', { name: 'Opret figur' }));
    expect(await within(form).findByText('Vælg en avatar')).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('shows the failure and the server’s reason when creating is refused', async () => {
    mockApi(
      warriorRoutes({
        'GET characters': () => characterList(),
        'POST characters': () =>
          apiError(409, 'characters.limitReached', 'You can have at most 3 characters', { max: 3 }),
      }),
    );
    const { user, form } = await openCreateForm();
    await fillWarrior(user, form);
    await user.click(within(form).getByRole('button', { name: 'Tilføj Smed' }));
    await user.click(within(form).getByRole('button', { name: 'Tilføj Jæger' }));
    await user.click(within(form).getByRole('radio', { name: 'Dværg' }));
    await user.click(within(form).getByRole('button', { name: 'Opret figur' }));

    const alert = await within(form).findByRole('alert');
    expect(alert.textContent).toContain('Figuren kunne ikke gemmes. Prøv igen.');
    expect(alert.textContent).toContain('Du kan højst have 3 figurer');
  });

  it('refuses an upload that is not an image, or larger than 5 MB, before sending it', async () => {
    const calls = mockApi({ 'GET characters': () => characterList() });
    const { user, form } = await openCreateForm();
    const input = within(form).getByLabelText('Vælg et billede til avataren') as HTMLInputElement;

    await user.upload(input, new File(['%PDF-1.4'], 'sheet.pdf', { type: 'application/pdf' }));
    expect(await within(form).findByText('Upload en billedfil')).toBeTruthy();

    const huge = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'huge.png', { type: 'image/png' });
    await user.upload(input, huge);
    expect(await within(form).findByText('Billedet skal være mindre end 5 MB')).toBeTruthy();
    expect(calls.some((call) => call.path === 'avatar-upload')).toBe(false);
  });

  it('uploads an image and selects it as the avatar', async () => {
    const calls = mockApi({
      'GET characters': () => characterList(),
      'POST avatar-upload': () => ({ path: '/uploads/abc123.webp' }),
    });
    const { user, form } = await openCreateForm();
    const input = within(form).getByLabelText('Vælg et billede til avataren') as HTMLInputElement;
    await user.upload(
      input,
      new File([new Uint8Array([137, 80, 78, 71])], 'me.png', { type: 'image/png' }),
    );

    const uploaded = await within(form).findByRole('radio', { name: 'Dit eget billede' });
    expect(uploaded.getAttribute('aria-checked')).toBe('true');
    const call = calls.find((c) => c.path === 'avatar-upload');
    expect(call?.body).toBeInstanceOf(FormData);
    expect(((call?.body as FormData).get('avatar') as File).name).toBe('me.png');
  });

  it('restores the old description and says so when saving it fails', async () => {
    mockApi({
      'GET characters': () =>
        characterList({ characters: [character({ description: 'Gammel tekst' })] }),
      'PUT characters/5': () => apiError(500, 'errors.internal', 'An unexpected error occurred'),
    });
    const user = userEvent.setup();
    await renderScreen(<DashboardScreen />, { user: testUsers.member });
    const card = await screen.findByRole('article', { name: 'Thorin' });
    await user.click(within(card).getByRole('button', { name: 'Rediger beskrivelse: Thorin' }));
    const box = within(card).getByRole('textbox', { name: 'Beskrivelse af Thorin' });
    await user.clear(box);
    await user.type(box, 'Ny tekst');
    await user.click(within(card).getByRole('button', { name: 'Gem' }));

    expect(await within(card).findByText('Beskrivelsen kunne ikke gemmes')).toBeTruthy();
    expect(within(card).getByText('Gammel tekst')).toBeTruthy();
  });

  it('says so when setting the active character fails', async () => {
    mockApi({
      'GET characters': () =>
        characterList({
          characters: [character({ id: 1 }), character({ id: 2, name: 'Balin', is_active: 0 })],
        }),
      'POST characters/2/set-active': () =>
        apiError(500, 'errors.internal', 'An unexpected error occurred'),
    });
    const user = userEvent.setup();
    await renderScreen(<DashboardScreen />, { user: testUsers.member });
    await user.click(await screen.findByRole('button', { name: 'Gør aktiv: Balin' }));
    expect(await screen.findByText('Den aktive figur kunne ikke skiftes. Prøv igen.')).toBeTruthy();
  });

  it('changes only the avatar in edit mode', async () => {
    const calls = mockApi({
      'GET characters': () => characterList({ characters: [character()] }),
      'PUT characters/5': () => character({ avatar_path: 'orc' }),
    });
    const user = userEvent.setup();
    await renderScreen(<DashboardScreen />, { user: testUsers.member });
    await user.click(await screen.findByRole('button', { name: 'Skift avatar: Thorin' }));
    const form = screen.getByRole('region', { name: 'Ny avatar til Thorin' });
    expect(within(form).queryByRole('textbox', { name: 'Navn' })).toBeNull();
    await user.click(within(form).getByRole('radio', { name: 'Ork' }));
    await user.click(within(form).getByRole('button', { name: 'Gem avatar' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ avatar_path: 'orc' }),
    );
  });

  it('refuses a name over 50 characters with a message rather than cutting it', async () => {
    mockApi(warriorRoutes({ 'GET characters': () => characterList() }));
    const { user, form } = await openCreateForm();
    const name = within(form).getByRole('textbox', { name: 'Navn' }) as HTMLInputElement;
    await user.click(name);
    await user.paste('Æ'.repeat(51));
    expect(name.value).toHaveLength(51);
    expect(within(form).getByText('Navnet må højst være 50 tegn')).toBeTruthy();
  });
});
