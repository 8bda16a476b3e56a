import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Profession, ProfessionAbility } from '@club/shared/contract/rules';
import { apiError, mockApi } from '../../test/mock-api';
import { renderScreen, testUsers } from '../../test/render-screen';
import { ProfessionsScreen } from './professions-screen';

function ability(overrides: Partial<ProfessionAbility>): ProfessionAbility {
  return {
    id: 1,
    name: 'Evne',
    effect: '',
    xpcost: 2,
    bonus_hits: 0,
    type: '',
    bonus_kp: 0,
    bonus_rp: 0,
    bonus_mp: 0,
    duration: '',
    rite: '',
    cost_mana: 0,
    requirement: '',
    note: '',
    has_special_ability: 0,
    order_learned: 1,
    profession_id: 1,
    ...overrides,
  };
}

function professions(): Profession[] {
  return [
    {
      id: 1,
      name: 'Healer',
      description: 'Plejer de sårede.',
      requirements: 'Rolig hånd',
      notes: 'Bærer altid forbindinger.',
      characteristics: 'Hvid kappe',
      sort_order: 1,
      abilities: [
        ability({
          id: 21,
          name: 'Helbredelse',
          effect: 'Giver 1 liv tilbage.',
          xpcost: 3,
          type: 'Magisk effekt',
          duration: 'Øjeblikkelig',
          cost_mana: 2,
          has_special_ability: 1,
          order_learned: 2,
        }),
        ability({ id: 20, name: 'Førstehjælp', effect: 'Stopper blødning.', order_learned: 1 }),
      ],
    },
    {
      id: 2,
      name: 'Smed',
      description: 'Arbejder ved essen.',
      requirements: '',
      notes: '',
      characteristics: 'Sodede hænder',
      sort_order: 2,
      abilities: [ability({ id: 30, name: 'Reparation', type: 'Ritual', order_learned: 1 })],
    },
  ];
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

async function search(text: string) {
  const user = userEvent.setup();
  const box = screen.getByRole('searchbox', { name: 'Søg i professioner' });
  await user.clear(box);
  if (text) await user.paste(text);
}

function shownNames(): string[] {
  return screen
    .queryAllByRole('article')
    .map((a) => a.getAttribute('aria-labelledby') ?? '')
    .map((id) => document.getElementById(id)?.textContent ?? '');
}

describe('ProfessionsScreen', () => {
  it('shows requirements, description, notes and characteristics', async () => {
    mockApi({ 'GET professions': professions });
    await renderScreen(<ProfessionsScreen />, { user: testUsers.member });
    const healer = await screen.findByRole('article', { name: 'Healer' });
    for (const text of [
      'Rolig hånd',
      'Plejer de sårede.',
      'Bærer altid forbindinger.',
      'Hvid kappe',
    ]) {
      expect(within(healer).getByText(text)).toBeTruthy();
    }
  });

  it('searches name, description, requirements, characteristics, notes and abilities', async () => {
    mockApi({ 'GET professions': professions });
    await renderScreen(<ProfessionsScreen />, { user: testUsers.member });
    await screen.findByRole('article', { name: 'Healer' });

    const cases: [string, string[]][] = [
      ['smed', ['Smed']],
      ['essen', ['Smed']],
      ['ROLIG', ['Healer']],
      ['sodede', ['Smed']],
      ['forbindinger', ['Healer']],
      ['førstehjælp', ['Healer']],
      ['blødning', ['Healer']],
      ['ritual', ['Smed']],
      ['magisk', ['Healer']],
      ['', ['Healer', 'Smed']],
    ];
    for (const [query, expected] of cases) {
      await search(query);
      expect({ query, shown: shownNames() }).toEqual({ query, shown: expected });
    }
  });

  it('lists abilities by level, numbered, and expands one to the fields it has', async () => {
    mockApi({ 'GET professions': professions });
    const user = userEvent.setup();
    await renderScreen(<ProfessionsScreen />, { user: testUsers.member });
    const healer = await screen.findByRole('article', { name: 'Healer' });

    await user.click(within(healer).getByRole('button', { name: /Evner/ }));
    const items = within(healer).getAllByRole('listitem');
    expect(items.map((li) => li.querySelector('button')?.textContent)).toEqual([
      '1Niveau 1: Førstehjælp2 XP',
      '2Niveau 2: Helbredelse3 XP',
    ]);

    await user.click(within(healer).getByRole('button', { name: /Helbredelse/ }));
    const details = items[1]!.querySelector('dl')!;
    const pairs = [...details.querySelectorAll('div')].map((row) => [
      row.querySelector('dt')?.textContent,
      row.querySelector('dd')?.textContent,
    ]);
    expect(pairs).toEqual([
      ['Effekt', 'Giver 1 liv tilbage.'],
      ['XP-pris', '3'],
      ['Type', 'Magisk effekt'],
      ['Varighed', 'Øjeblikkelig'],
      ['Manapris', '2'],
      ['Særlig evne', 'Ja'],
    ]);
  });

  it('lets rules editors edit a description and members not', async () => {
    let description = 'Plejer de sårede.';
    mockApi({
      'GET professions': () => professions().map((p) => (p.id === 1 ? { ...p, description } : p)),
      'PUT professions/1': ({ body }) => {
        description = (body as { description: string }).description;
        return { ...professions()[0], description };
      },
    });
    const user = userEvent.setup();
    const { unmount } = await renderScreen(<ProfessionsScreen />, { user: testUsers.board });
    const healer = await screen.findByRole('article', { name: 'Healer' });
    await user.click(within(healer).getByRole('button', { name: /Rediger/ }));
    const textarea = within(healer).getByRole('textbox', { name: 'Beskrivelse af Healer' });
    await user.clear(textarea);
    await user.click(textarea);
    await user.paste('Lindrer smerte.');
    await user.click(within(healer).getByRole('button', { name: 'Gem' }));
    expect(await within(healer).findByText('Lindrer smerte.')).toBeTruthy();
    unmount();

    await renderScreen(<ProfessionsScreen />, { user: testUsers.member });
    const again = await screen.findByRole('article', { name: 'Healer' });
    expect(within(again).queryByRole('button', { name: /Rediger/ })).toBeNull();
  });

  it('says so when the professions cannot be loaded', async () => {
    mockApi({ 'GET professions': () => apiError(503, 'errors.internal', 'Down') });
    await renderScreen(<ProfessionsScreen />, { user: testUsers.member });
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Professionerne kunne ikke hentes. Prøv igen.',
    );
  });

  it('shows the English message in English', async () => {
    mockApi({ 'GET professions': () => apiError(503, 'errors.internal', 'Down') });
    localStorage.setItem('locale', 'en');
    await renderScreen(<ProfessionsScreen />, { user: testUsers.member });
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Failed to load professions. Please try again.',
    );
  });
});
