import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Class, RacesClassesResponse, RaceWithClasses } from '@club/shared/contract/rules';
import { apiError, mockApi } from '../../test/mock-api';
import { renderScreen, testUsers } from '../../test/render-screen';
import { RacesClassesScreen } from './races-classes-screen';

const warrior: Class = {
  id: 1,
  name: 'Kriger',
  description: 'Lever for kampen.',
  conflict: 0,
  additional_professions: 2,
};
const mage: Class = {
  id: 2,
  name: 'Magiker',
  description: 'Former manaen.',
  conflict: 0,
  additional_professions: 3,
};
const shadow: Class = {
  id: 3,
  name: 'Skyggedanser',
  description: 'Kun med arrangørernes tilladelse.',
  conflict: 1,
  additional_professions: 1,
};

function races(): RacesClassesResponse {
  return [
    {
      id: 10,
      name: 'Dværg',
      singular_name: '',
      description: 'Stædige smede fra bjergene.',
      image_path: 'dwarfs.svg',
      base_hits: 12,
      base_mana: 2,
      allowed_classes: [warrior, shadow],
    },
    {
      id: 11,
      name: 'Elver',
      singular_name: '',
      description: 'Skovens ældgamle folk.',
      image_path: 'https://cdn.example.org/elves.png',
      base_hits: 8,
      base_mana: 6,
      allowed_classes: [mage],
    },
  ];
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('RacesClassesScreen', () => {
  it('shows each race with its picture, base hits and base mana', async () => {
    mockApi({ 'GET races-classes': races });
    await renderScreen(<RacesClassesScreen />, { user: testUsers.member });

    const dwarf = await screen.findByRole('article', { name: 'Dværg' });
    expect(within(dwarf).getByRole('img', { name: 'Billede af Dværg' }).getAttribute('src')).toBe(
      '/images/races/dwarfs.svg',
    );
    expect(within(dwarf).getByText('Grundliv: 12')).toBeTruthy();
    expect(within(dwarf).getByText('Grundmana: 2')).toBeTruthy();
    const elf = screen.getByRole('article', { name: 'Elver' });
    expect(within(elf).getByRole('img').getAttribute('src')).toBe(
      'https://cdn.example.org/elves.png',
    );
  });

  it('keeps only races whose name, description or class matches the search', async () => {
    mockApi({ 'GET races-classes': races });
    const user = userEvent.setup();
    await renderScreen(<RacesClassesScreen />, { user: testUsers.member });
    await screen.findByRole('article', { name: 'Dværg' });
    const search = screen.getByRole('searchbox', { name: 'Søg i racer' });

    await user.click(search);
    await user.paste('MAGIKER');
    expect(screen.queryByRole('article', { name: 'Dværg' })).toBeNull();
    expect(screen.getByRole('article', { name: 'Elver' })).toBeTruthy();

    await user.clear(search);
    await user.click(search);
    await user.paste('bjergene');
    expect(screen.getByRole('article', { name: 'Dværg' })).toBeTruthy();
    expect(screen.queryByRole('article', { name: 'Elver' })).toBeNull();

    await user.clear(search);
    await user.click(search);
    await user.paste('drage');
    expect(screen.queryAllByRole('article')).toHaveLength(0);
    expect(screen.getByText('Intet passer til »drage«.')).toBeTruthy();
  });

  it('hides conflict classes from members, also from the search', async () => {
    mockApi({ 'GET races-classes': races });
    const user = userEvent.setup();
    await renderScreen(<RacesClassesScreen />, { user: testUsers.member });
    const dwarf = await screen.findByRole('article', { name: 'Dværg' });

    await user.click(within(dwarf).getByRole('button', { name: /Tilladte klasser/ }));
    expect(within(dwarf).getByText('Kriger')).toBeTruthy();
    expect(within(dwarf).queryByText('Skyggedanser')).toBeNull();

    await user.type(screen.getByRole('searchbox', { name: 'Søg i racer' }), 'skygge');
    expect(screen.queryAllByRole('article')).toHaveLength(0);
  });

  it('shows rules editors every class marked allowed or not, conflict classes included', async () => {
    mockApi({ 'GET races-classes': races, 'GET classes': () => [warrior, mage, shadow] });
    const user = userEvent.setup();
    await renderScreen(<RacesClassesScreen />, { user: testUsers.board });
    const dwarf = await screen.findByRole('article', { name: 'Dværg' });

    await user.click(within(dwarf).getByRole('button', { name: /Tilladte klasser/ }));
    const toggles = within(dwarf).getByRole('group', { name: 'Klasser for Dværg' });
    await waitFor(() => expect(within(toggles).getAllByRole('button')).toHaveLength(3));
    expect(
      within(toggles)
        .getByRole('button', { name: /Kriger/ })
        .getAttribute('aria-pressed'),
    ).toBe('true');
    expect(
      within(toggles)
        .getByRole('button', { name: /Magiker/ })
        .getAttribute('aria-pressed'),
    ).toBe('false');
    const conflict = within(toggles).getByRole('button', { name: /Skyggedanser/ });
    expect(conflict.getAttribute('aria-pressed')).toBe('true');
    expect(within(conflict).getByText('Konflikt')).toBeTruthy();
  });

  it('shows a toggled class at once, saves the new list and reloads the races', async () => {
    let saved: RaceWithClasses[] = races();
    let releaseSave: () => void = () => {};
    const calls = mockApi({
      'GET races-classes': () => saved,
      'GET classes': () => [warrior, mage, shadow],
      'POST races/10/classes': async ({ body }) => {
        await new Promise<void>((resolve) => (releaseSave = resolve));
        const ids = (body as { classIds: number[] }).classIds;
        saved = saved.map((race) =>
          race.id === 10
            ? {
                ...race,
                allowed_classes: [warrior, mage, shadow].filter((c) => ids.includes(c.id)),
              }
            : race,
        );
        return saved[0];
      },
    });
    const user = userEvent.setup();
    await renderScreen(<RacesClassesScreen />, { user: testUsers.board });
    const dwarf = await screen.findByRole('article', { name: 'Dværg' });
    await user.click(within(dwarf).getByRole('button', { name: /Tilladte klasser/ }));
    const mageToggle = await within(dwarf).findByRole('button', { name: /Magiker/ });

    await user.click(mageToggle);

    // Shown before the server has answered.
    expect(mageToggle.getAttribute('aria-pressed')).toBe('true');
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    const post = calls.find((c) => c.method === 'POST');
    expect((post?.body as { classIds: number[] }).classIds.sort()).toEqual([1, 2, 3]);
    const readsBefore = calls.filter((c) => c.path === 'races-classes').length;

    releaseSave();
    await waitFor(() =>
      expect(calls.filter((c) => c.path === 'races-classes').length).toBe(readsBefore + 1),
    );
    expect(
      within(dwarf)
        .getByRole('button', { name: /Magiker/ })
        .getAttribute('aria-pressed'),
    ).toBe('true');
  });

  it('reloads the saved classes when saving a toggle fails, without a message', async () => {
    const calls = mockApi({
      'GET races-classes': races,
      'GET classes': () => [warrior, mage, shadow],
      'POST races/10/classes': () => apiError(403, 'errors.forbidden', 'Forbidden'),
    });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const user = userEvent.setup();
    await renderScreen(<RacesClassesScreen />, { user: testUsers.board });
    const dwarf = await screen.findByRole('article', { name: 'Dværg' });
    await user.click(within(dwarf).getByRole('button', { name: /Tilladte klasser/ }));
    await user.click(await within(dwarf).findByRole('button', { name: /Kriger/ }));

    await waitFor(() =>
      expect(calls.filter((c) => c.path === 'races-classes').length).toBeGreaterThan(1),
    );
    await waitFor(() =>
      expect(
        within(dwarf)
          .getByRole('button', { name: /Kriger/ })
          .getAttribute('aria-pressed'),
      ).toBe('true'),
    );
    expect(screen.queryByRole('alert')).toBeNull();
    expect(console.error).toHaveBeenCalled();
  });

  it('saves an edited description, and Cancel restores the original', async () => {
    let description = 'Stædige smede fra bjergene.';
    const calls = mockApi({
      'GET races-classes': () =>
        races().map((race) => (race.id === 10 ? { ...race, description } : race)),
      'GET classes': () => [warrior, mage, shadow],
      'PUT races/10': ({ body }) => {
        description = (body as { description: string }).description;
        return { ...races()[0], description };
      },
    });
    const user = userEvent.setup();
    await renderScreen(<RacesClassesScreen />, { user: testUsers.board });
    const dwarf = await screen.findByRole('article', { name: 'Dværg' });
    await user.click(within(dwarf).getByRole('button', { name: 'Beskrivelse' }));

    await user.click(within(dwarf).getByRole('button', { name: /Rediger/ }));
    const textarea = within(dwarf).getByRole('textbox', { name: 'Beskrivelse af Dværg' });
    expect(textarea.getAttribute('rows')).toBe('4');
    await user.clear(textarea);
    await user.click(textarea);
    await user.paste('Glemt tekst');
    await user.click(within(dwarf).getByRole('button', { name: 'Annuller' }));
    expect(within(dwarf).getByText('Stædige smede fra bjergene.')).toBeTruthy();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);

    await user.click(within(dwarf).getByRole('button', { name: /Rediger/ }));
    const again = within(dwarf).getByRole('textbox', { name: 'Beskrivelse af Dværg' });
    await user.clear(again);
    await user.click(again);
    await user.paste('Smede og minearbejdere.');
    await user.click(within(dwarf).getByRole('button', { name: 'Gem' }));

    expect(await within(dwarf).findByText('Smede og minearbejdere.')).toBeTruthy();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      description: 'Smede og minearbejdere.',
    });
  });

  it('brings the old description back when saving fails, without a message', async () => {
    mockApi({
      'GET races-classes': races,
      'GET classes': () => [warrior, mage, shadow],
      'PUT races/10': () => apiError(500, 'errors.internal', 'An unexpected error occurred'),
    });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const user = userEvent.setup();
    await renderScreen(<RacesClassesScreen />, { user: testUsers.board });
    const dwarf = await screen.findByRole('article', { name: 'Dværg' });
    await user.click(within(dwarf).getByRole('button', { name: 'Beskrivelse' }));
    await user.click(within(dwarf).getByRole('button', { name: /Rediger/ }));
    const textarea = within(dwarf).getByRole('textbox', { name: 'Beskrivelse af Dværg' });
    await user.clear(textarea);
    await user.click(textarea);
    await user.paste('Ny tekst');
    await user.click(within(dwarf).getByRole('button', { name: 'Gem' }));

    expect(await within(dwarf).findByText('Stædige smede fra bjergene.')).toBeTruthy();
    expect(within(dwarf).queryByText('Ny tekst')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('gives members no edit controls', async () => {
    mockApi({ 'GET races-classes': races });
    const user = userEvent.setup();
    await renderScreen(<RacesClassesScreen />, { user: testUsers.member });
    const dwarf = await screen.findByRole('article', { name: 'Dværg' });
    await user.click(within(dwarf).getByRole('button', { name: 'Beskrivelse' }));
    expect(within(dwarf).getByText('Stædige smede fra bjergene.')).toBeTruthy();
    expect(within(dwarf).queryByRole('button', { name: /Rediger/ })).toBeNull();
  });

  it('opens every description with the show-all toggle', async () => {
    mockApi({ 'GET races-classes': races });
    const user = userEvent.setup();
    await renderScreen(<RacesClassesScreen />, { user: testUsers.member });
    await screen.findByRole('article', { name: 'Dværg' });
    expect(screen.queryByText('Skovens ældgamle folk.')).toBeNull();

    await user.click(screen.getByRole('switch', { name: 'Vis alle beskrivelser' }));
    expect(screen.getByText('Stædige smede fra bjergene.')).toBeTruthy();
    expect(screen.getByText('Skovens ældgamle folk.')).toBeTruthy();
  });

  it('says so when the races cannot be loaded', async () => {
    mockApi({ 'GET races-classes': () => apiError(500, 'errors.internal', 'Boom') });
    await renderScreen(<RacesClassesScreen />, { user: testUsers.member });
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Racerne kunne ikke hentes. Prøv igen.',
    );
  });
});
