import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { User } from '@club/shared/contract/auth';
import type { Character, CharacterAbility } from '@club/shared/contract/characters';
import { apiError, mockApi } from '../../test/mock-api';
import { renderRoutes } from '../../test/render-routes';
import { testUsers } from '../../test/render-screen';
import { AssignAbilitiesScreen } from './assign-abilities-screen';
import { character, professionAbility, storedAbility } from './testing/fixtures';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

// The first profession (Våbenbrug) and a second one (Rustningsbrug); the character has 10 XP.
const slash = professionAbility(101, 1, 1, {
  name: 'Sværdhug',
  xpcost: 1,
  effect: 'Et hug for 2 skade',
});
const parry = professionAbility(101, 2, 2, { name: 'Parade', xpcost: 2 });
const frenzy = professionAbility(101, 3, 3, { name: 'Bersærk', xpcost: 8, has_special_ability: 1 });
const shield = professionAbility(102, 11, 1, { name: 'Skjoldbrug', xpcost: 1 });
const plate = professionAbility(102, 12, 2, { name: 'Pladepanser', xpcost: 1 });

const routes = [
  { path: '/character/:id/abilities', element: <AssignAbilitiesScreen /> },
  { path: '/dashboard', element: <p>Oversigten</p> },
  { path: '/auth', element: <p>Log ind-siden</p> },
];

function sheetApi({
  owner = character(),
  stored = [],
  extra = {},
}: { owner?: Character; stored?: CharacterAbility[]; extra?: Parameters<typeof mockApi>[0] } = {}) {
  return mockApi({
    'GET characters/5': () => owner,
    'GET characters/5/abilities': () => stored,
    'GET professions/101/abilities': () => [slash, parry, frenzy],
    'GET professions/102/abilities': () => [shield, plate],
    ...extra,
  });
}

/**
 * The sheet once drawn: its heading shows while the abilities load, so the loading
 * outline must be gone too.
 */
async function sheetShown(name?: string) {
  const heading = { level: 1, ...(name ? { name } : {}) };
  await screen.findByRole('heading', heading);
  await waitFor(() =>
    expect(screen.queryByRole('status', { name: 'Henter evnearket …' })).toBeNull(),
  );
  return screen.getByRole('heading', heading);
}

async function openSheet(path = '/character/5/abilities', user: User = testUsers.member) {
  const rendered = await renderRoutes(routes, { path, user });
  return { ...rendered, user: userEvent.setup() };
}

const cell = (name: string) => screen.getByRole('button', { name: new RegExp(`^\\d\\. ${name}`) });
const pressed = (name: string) => cell(name).getAttribute('aria-pressed') === 'true';
const status = () => screen.getByRole('status');
const reasonOf = (name: string) => {
  const id = cell(name).getAttribute('aria-describedby');
  return id ? document.getElementById(id)?.textContent : undefined;
};

describe('AssignAbilitiesScreen', () => {
  it('addresses the board as staff on a member’s sheet, with no Lock button', async () => {
    sheetApi({ owner: character({ allow_update: 1 }) });
    await openSheet('/character/5/abilities', testUsers.board);
    await sheetShown('Evner for Thorin');
    expect(screen.getByText(/Du ser en spillers evneark som stab/)).toBeTruthy();
    expect(screen.getByText(/Arket er låst op: spilleren kan ændre/)).toBeTruthy();
    expect(screen.queryByText(/du kan ændre dine gemte evner/)).toBeNull();
    expect(screen.queryByRole('button', { name: /Lås arket/ })).toBeNull();
  });

  it('names the character, its class and race while the abilities are on their way', async () => {
    sheetApi({ extra: { 'GET professions/102/abilities': () => new Promise(() => {}) } });
    await openSheet();
    const loading = await screen.findByRole('status', { name: 'Henter evnearket …' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Evner for Thorin' })).toBeTruthy();
    expect(within(loading).getByText('Kriger')).toBeTruthy();
    expect(within(loading).getByText('Dværg')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Sværdhug/ })).toBeNull();
  });

  it('keeps the title it showed while loading as the drawn sheet’s title', async () => {
    // Held until the test lets them through (every request of them, however many).
    const held: ((abilities: unknown) => void)[] = [];
    sheetApi({
      extra: {
        'GET professions/102/abilities': () => new Promise((resolve) => held.push(resolve)),
      },
    });
    await openSheet();
    await screen.findByRole('status', { name: 'Henter evnearket …' });
    const early = await screen.findByRole('heading', { level: 1, name: 'Evner for Thorin' });
    await waitFor(() => expect(held.length).toBeGreaterThan(0));
    for (const release of held) release([shield, plate]);
    // One element from the character's arrival on: the page's largest text paints once.
    expect(await sheetShown('Evner for Thorin')).toBe(early);
  });

  it('names the character and shows class, race and XP figures', async () => {
    sheetApi();
    await openSheet();
    expect(await sheetShown('Evner for Thorin')).toBeTruthy();
    expect(screen.getByText('Kriger')).toBeTruthy();
    expect(screen.getByText('Dværg')).toBeTruthy();
    expect(screen.getByText('Optjent XP').nextSibling?.textContent).toBe('10');
    expect(screen.getByRole('heading', { name: 'Våbenbrug' })).toBeTruthy();
    expect(screen.getByText('Første profession')).toBeTruthy();
  });

  it('locks a level until the level below it is chosen', async () => {
    sheetApi();
    const { user } = await openSheet();
    await sheetShown();
    expect(cell('Parade').getAttribute('aria-disabled')).toBe('true');
    expect(reasonOf('Parade')).toBe('Kræver niveau 1 først');

    await user.click(cell('Parade'));
    expect(pressed('Parade')).toBe(false);
    expect(status().textContent).toBe('Vælg først niveau 1 i denne profession');

    await user.click(cell('Sværdhug'));
    expect(pressed('Sværdhug')).toBe(true);
    expect(cell('Parade').getAttribute('aria-disabled')).toBeNull();
  });

  it('locks a level of another profession until the first profession has it', async () => {
    sheetApi();
    const { user } = await openSheet();
    await sheetShown();
    expect(cell('Skjoldbrug').getAttribute('aria-disabled')).toBe('true');
    expect(reasonOf('Skjoldbrug')).toBe('Kræver niveau 1 i første profession');

    await user.click(cell('Sværdhug'));
    await user.click(cell('Skjoldbrug'));
    expect(pressed('Skjoldbrug')).toBe(true);
  });

  it('locks what the remaining XP cannot pay for', async () => {
    sheetApi();
    const { user } = await openSheet();
    await sheetShown();
    await user.click(cell('Sværdhug'));
    await user.click(cell('Parade'));
    expect(screen.getByText('7 XP tilbage (3 af 10 brugt)')).toBeTruthy();

    expect(cell('Bersærk').getAttribute('aria-disabled')).toBe('true');
    expect(reasonOf('Bersærk')).toBe('For lidt XP');
    await user.click(cell('Bersærk'));
    expect(pressed('Bersærk')).toBe(false);
    expect(status().textContent).toBe('Ikke nok XP: evnerne koster 11 XP, og figuren har 10 XP');
  });

  it('refuses to deselect a level picked now while a higher one is chosen (the create flow)', async () => {
    sheetApi();
    const { user } = await openSheet();
    await sheetShown();
    await user.click(cell('Sværdhug'));
    await user.click(cell('Parade'));
    await user.click(cell('Sværdhug'));
    expect(pressed('Sværdhug')).toBe(true);
    expect(status().textContent).toBe(
      'Evnen kan ikke fravælges, mens evner på højere niveauer er valgt.',
    );
  });

  it('refuses to remove a saved level while a higher one is chosen', async () => {
    sheetApi({
      stored: [storedAbility(slash, { is_permanent: 0 })],
      owner: character({ xp_spent: 1, allow_update: 1 }),
    });
    const { user } = await openSheet();
    await sheetShown();
    await user.click(cell('Parade'));
    await user.click(cell('Sværdhug'));
    expect(pressed('Sværdhug')).toBe(true);
    expect(status().textContent).toBe(
      'Evnen kan ikke fjernes, mens evner på højere niveauer er valgt.',
    );
  });

  it('drops the same level from the other professions when the first profession drops it', async () => {
    sheetApi();
    const { user } = await openSheet();
    await sheetShown();
    await user.click(cell('Sværdhug'));
    await user.click(cell('Skjoldbrug'));
    await user.click(cell('Sværdhug'));
    expect(pressed('Sværdhug')).toBe(false);
    expect(pressed('Skjoldbrug')).toBe(false);
  });

  it('keeps saved abilities locked while the sheet is locked', async () => {
    sheetApi({ stored: [storedAbility(slash)], owner: character({ xp_spent: 1 }) });
    const { user } = await openSheet();
    await sheetShown();
    expect(pressed('Sværdhug')).toBe(true);
    expect(reasonOf('Sværdhug')).toBe('Låst – gemt på arket');

    await user.click(cell('Sværdhug'));
    expect(pressed('Sværdhug')).toBe(true);
    expect(status().textContent).toBe('Evnen er låst og kan ikke fjernes eller ændres');
  });

  it('lets saved abilities go once staff have unlocked the sheet', async () => {
    sheetApi({
      stored: [storedAbility(slash, { is_permanent: 0 })],
      owner: character({ xp_spent: 1, allow_update: 1 }),
    });
    const { user } = await openSheet();
    await sheetShown();
    expect(screen.getByText(/En arrangør har låst arket op/)).toBeTruthy();
    await user.click(cell('Sværdhug'));
    expect(pressed('Sværdhug')).toBe(false);
  });

  it('saves the whole sheet with Lock Sheet', async () => {
    const calls = sheetApi({
      extra: {
        'POST characters/5/abilities': (call) => ({
          abilities: [
            {
              profession_id: 101,
              ability_id: 1,
              special_ability_id: null,
              is_unlocked: 1,
              is_permanent: 1,
            },
          ],
          xp: 10,
          xp_spent: 1,
          allow_update: 0,
          echo: call.body,
        }),
      },
    });
    const { user } = await openSheet();
    await sheetShown();
    await user.click(cell('Sværdhug'));
    await user.click(screen.getByRole('button', { name: 'Lås arket' }));
    // Nothing is saved before the member confirms, and the dialog says what is spent.
    const dialog = await screen.findByRole('dialog', { name: 'Lås arket?' });
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    expect(dialog.textContent).toContain('Du bruger 1 XP på 1 ny evne og har 9 XP tilbage');
    expect(dialog.textContent).toContain('Sværdhug – 1 XP');
    expect(dialog.textContent).toContain('ikke fjerne eller ændre');
    await user.click(within(dialog).getByRole('button', { name: 'Ja, lås arket' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
        abilities: [{ profession_id: 101, ability_id: 1, special_ability_id: null }],
      }),
    );
  });

  it('saves nothing when the member cancels the lock', async () => {
    const calls = sheetApi();
    const { user } = await openSheet();
    await sheetShown();
    await user.click(cell('Sværdhug'));
    await user.click(screen.getByRole('button', { name: 'Lås arket' }));
    const dialog = await screen.findByRole('dialog', { name: 'Lås arket?' });
    await user.click(within(dialog).getByRole('button', { name: 'Fortryd' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    expect(pressed('Sværdhug')).toBe(true);
  });

  it('points at an empty special-ability slot instead of locking it', async () => {
    const calls = sheetApi({
      owner: character({ xp: 20 }),
      extra: { 'GET abilities/3/special-abilities': () => ({ abilities: [] }) },
    });
    const { user } = await openSheet();
    await sheetShown();
    await user.click(cell('Sværdhug'));
    await user.click(cell('Parade'));
    await user.click(cell('Bersærk'));
    await user.click(screen.getByRole('button', { name: 'Lås arket' }));

    const select = screen.getByRole('combobox', { name: 'Specialevne til Bersærk' });
    await waitFor(() => expect(document.activeElement).toBe(select));
    expect(select.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Vælg en specialevne her, før du låser arket')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('stays on the sheet and says so when saving fails', async () => {
    sheetApi({
      extra: {
        'POST characters/5/abilities': () =>
          apiError(500, 'errors.internal', 'An unexpected error occurred'),
      },
    });
    const { user, router } = await openSheet();
    await sheetShown();
    await user.click(cell('Sværdhug'));
    await user.click(screen.getByRole('button', { name: 'Lås arket' }));
    const dialog = await screen.findByRole('dialog', { name: 'Lås arket?' });
    await user.click(within(dialog).getByRole('button', { name: 'Ja, lås arket' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Evnerne kunne ikke gemmes. Prøv igen.');
    expect(router.state.location.pathname).toBe('/character/5/abilities');
    expect(pressed('Sværdhug')).toBe(true);
  });

  it('offers the linked special abilities of a chosen ability that has them', async () => {
    sheetApi({
      owner: character({ xp: 20 }),
      extra: {
        'GET abilities/3/special-abilities': () => ({
          abilities: [
            {
              id: 40,
              name: 'Ulvens raseri',
              effect: '',
              ingredients: '',
              duration: '',
              mana_cost: 0,
              type: 'Alkymi',
              requirement: '',
              note: '',
              link: '',
            },
          ],
        }),
      },
    });
    const { user } = await openSheet();
    await sheetShown();
    expect(cell('Bersærk').textContent).toContain('(har specialevner)');
    await user.click(cell('Sværdhug'));
    await user.click(cell('Parade'));
    await user.click(cell('Bersærk'));
    const select = screen.getByRole('combobox', {
      name: 'Specialevne til Bersærk',
    }) as HTMLSelectElement;
    expect(select.options[0]?.textContent).toBe('Vælg en specialevne');
    await within(select).findByRole('option', { name: 'Ulvens raseri (Alkymi)' });
    await user.selectOptions(select, 'Ulvens raseri (Alkymi)');
    expect(select.value).toBe('40');
  });

  it('shows the organizer abilities as buttons in a column of their own', async () => {
    sheetApi({ owner: character({ arrangor_ability_1: 'Kender kongens hemmelighed' }) });
    await openSheet();
    const column = await screen.findByRole('region', { name: 'Arrangørevner' });
    expect(within(column).getByRole('button', { name: 'Kender kongens hemmelighed' })).toBeTruthy();
  });

  it('says so when the character has no professions', async () => {
    sheetApi({ owner: character({ professions: [], profession_ids: [] }) });
    await openSheet();
    expect(await screen.findByText('Figuren har ingen professioner.')).toBeTruthy();
  });

  it('sends a user away from a character that is not theirs', async () => {
    mockApi({ 'GET characters/5': () => apiError(403, 'errors.forbidden', 'Access denied') });
    const { router } = await openSheet();
    await screen.findByText('Oversigten');
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('says a character that does not exist does not exist', async () => {
    mockApi({ 'GET characters/5': () => apiError(404, 'errors.notFound', 'Character not found') });
    const { router } = await openSheet();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Figuren findes ikke' }),
    ).toBeTruthy();
    expect(screen.getByText(/Der er ingen figur med nummer 5/)).toBeTruthy();
    expect(screen.queryByText(/ikke adgang/)).toBeNull();
    expect(router.state.location.pathname).toBe('/character/5/abilities');
    expect(screen.getByRole('link', { name: 'Til oversigten' }).getAttribute('href')).toBe(
      '/dashboard',
    );
  });

  it('sends a user whose session expired to the login', async () => {
    mockApi({
      'GET characters/5': () => apiError(401, 'errors.sessionExpired', 'Your session has expired'),
    });
    const { router } = await openSheet();
    await screen.findByText('Log ind-siden');
    expect(router.state.location.pathname).toBe('/auth');
  });

  it('offers a retry when the server fails, and shows the sheet once it answers', async () => {
    let failing = true;
    sheetApi({
      extra: {
        'GET characters/5': () =>
          failing ? apiError(500, 'errors.internal', 'An unexpected error occurred') : character(),
      },
    });
    const { user } = await openSheet();
    expect(await screen.findByText('Evnearket kunne ikke hentes lige nu.')).toBeTruthy();
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Prøv igen' }));
    expect(await sheetShown('Evner for Thorin')).toBeTruthy();
  });

  it('offers a retry when the saved abilities cannot be loaded', async () => {
    let failing = true;
    sheetApi({
      extra: {
        'GET characters/5/abilities': () =>
          failing ? apiError(503, 'errors.unavailable', 'Unavailable') : [],
      },
    });
    const { user } = await openSheet();
    expect(await screen.findByText('Evnerne kunne ikke hentes. Prøv igen.')).toBeTruthy();
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Prøv igen' }));
    expect(await sheetShown('Evner for Thorin')).toBeTruthy();
  });

  it('keeps Lock Sheet disabled until something on the sheet changes', async () => {
    sheetApi({ owner: character({ allow_update: 1 }), stored: [storedAbility(slash)] });
    const { user } = await openSheet();
    await sheetShown();
    const lock = screen.getByRole('button', { name: 'Lås arket' });
    expect(lock.hasAttribute('disabled')).toBe(true);
    expect(screen.getByText('Vælg en ny evne for at låse arket.')).toBeTruthy();
    await user.click(cell('Parade'));
    expect(lock.hasAttribute('disabled')).toBe(false);
    await user.click(cell('Parade'));
    expect(lock.hasAttribute('disabled')).toBe(true);
    // Dropping a saved ability of an unlocked sheet is a change too.
    await user.click(cell('Sværdhug'));
    expect(lock.hasAttribute('disabled')).toBe(false);
  });

  it('lets staff open another user’s sheet', async () => {
    sheetApi({ owner: character({ user_id: 99 }) });
    await openSheet('/character/5/abilities', testUsers.board);
    expect(await sheetShown('Evner for Thorin')).toBeTruthy();
  });

  it('refuses an id that is not a number', async () => {
    const calls = mockApi({});
    await openSheet('/character/abc/abilities');
    expect(await screen.findByText('Ugyldigt figur-id')).toBeTruthy();
    expect(calls).toHaveLength(0);
  });
});
