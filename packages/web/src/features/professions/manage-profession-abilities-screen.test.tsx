import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Ability, Profession, ProfessionAbility } from '@club/shared/contract/rules';
import { apiError, mockApi, type ApiCall } from '../../test/mock-api';
import { renderScreen, testUsers } from '../../test/render-screen';
import { ManageProfessionAbilitiesScreen } from './manage-profession-abilities-screen';

function ability(id: number, name: string): Ability {
  return {
    id,
    name,
    effect: '',
    xpcost: 2,
    bonus_hits: 0,
    type: 'Evne',
    bonus_kp: 0,
    bonus_rp: 0,
    bonus_mp: 0,
    duration: '',
    rite: '',
    cost_mana: 0,
    requirement: '',
    note: '',
    has_special_ability: 0,
  };
}

const catalogue = [
  'Våbentræning',
  'Hårdfør',
  'Tohåndsvåben',
  'Afvæbning',
  'Veteran',
  'Klingemester',
  'Skjoldmur',
].map((name, index) => ability(index + 1, name));

function levels(professionId: number, count: number): ProfessionAbility[] {
  return catalogue
    .slice(0, count)
    .map((entry, index) => ({ ...entry, order_learned: index + 1, profession_id: professionId }));
}

function profession(id: number, name: string, abilityCount: number): Profession {
  return {
    id,
    name,
    description: '',
    requirements: '',
    notes: '',
    characteristics: '',
    sort_order: id,
    abilities: levels(id, abilityCount),
  };
}

/** The fake server: profession 1 holds `count` abilities; a POST stores the list it is sent. */
function serve(count: number) {
  let stored = levels(1, count);
  const calls = mockApi({
    'GET professions': () => [profession(1, 'Sværdkæmper', count), profession(2, 'Spejder', 0)],
    'GET abilities': () => catalogue,
    'GET professions/1/abilities': () => stored,
    'GET professions/2/abilities': () => [],
    'POST professions/1/abilities': (call: ApiCall) => {
      const ids = (call.body as { ability_ids: number[] }).ability_ids;
      stored = ids.map((id, index) => ({
        ...catalogue.find((entry) => entry.id === id)!,
        order_learned: index + 1,
        profession_id: 1,
      }));
      return { items: stored, impact: { characters: [] } };
    },
    'POST professions/1/abilities?dry_run=true': () => ({
      items: [],
      impact: { characters: [] },
    }),
  });
  return calls;
}

/** The real writes: not the reads, nor the dry runs asked before each write. */
const writes = (calls: ApiCall[]) =>
  calls.filter((call) => call.method !== 'GET' && !call.path.includes('dry_run'));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('ManageProfessionAbilitiesScreen', () => {
  it('selects the first profession and shows its abilities numbered by level', async () => {
    serve(2);
    await renderScreen(<ManageProfessionAbilitiesScreen />, { user: testUsers.board });

    expect(await screen.findByRole('button', { name: /Sværdkæmper/, pressed: true })).toBeTruthy();
    const selected = await screen.findByRole('list', { name: 'Professionens evner' });
    const rows = within(selected).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining('1. Våbentræning'),
      expect.stringContaining('2. Hårdfør'),
    ]);
    // Already chosen abilities are not offered again.
    const available = screen.getByRole('list', { name: 'Tilgængelige evner' });
    expect(within(available).queryByText('Våbentræning')).toBeNull();
    expect(within(available).getByText('Skjoldmur')).toBeTruthy();
  });

  it('adds an ability as the next level and saves the whole ordered list', async () => {
    const calls = serve(5);
    const user = userEvent.setup();
    await renderScreen(<ManageProfessionAbilitiesScreen />, { user: testUsers.board });

    await user.click(
      await screen.findByRole('button', { name: 'Tilføj Skjoldmur til Professionens evner' }),
    );

    await waitFor(() =>
      expect(writes(calls)).toEqual([
        {
          method: 'POST',
          path: 'professions/1/abilities',
          body: { ability_ids: [1, 2, 3, 4, 5, 7] },
        },
      ]),
    );
    const selected = screen.getByRole('list', { name: 'Professionens evner' });
    expect(within(selected).getByText('Skjoldmur')).toBeTruthy();
    expect(await screen.findByText('6 / 6')).toBeTruthy();
  });

  it('refuses a seventh ability with a message and sends nothing', async () => {
    const calls = serve(6);
    const user = userEvent.setup();
    await renderScreen(<ManageProfessionAbilitiesScreen />, { user: testUsers.board });

    await user.click(
      await screen.findByRole('button', { name: 'Tilføj Skjoldmur til Professionens evner' }),
    );

    expect((await screen.findByRole('alert')).textContent).toContain(
      'En profession kan højst have 6 evner',
    );
    expect(writes(calls)).toEqual([]);
    const selected = screen.getByRole('list', { name: 'Professionens evner' });
    expect(within(selected).getAllByRole('listitem')).toHaveLength(6);
  });

  it('removes an ability and saves the list without it', async () => {
    const calls = serve(3);
    const user = userEvent.setup();
    await renderScreen(<ManageProfessionAbilitiesScreen />, { user: testUsers.board });

    await user.click(await screen.findByRole('button', { name: 'Fjern Hårdfør' }));

    await waitFor(() =>
      expect(writes(calls)).toEqual([
        { method: 'POST', path: 'professions/1/abilities', body: { ability_ids: [1, 3] } },
      ]),
    );
  });

  it('puts the saved list back and says why when the server refuses', async () => {
    mockApi({
      'GET professions': () => [profession(1, 'Sværdkæmper', 3)],
      'GET abilities': () => catalogue,
      'GET professions/1/abilities': () => levels(1, 3),
      'POST professions/1/abilities': () =>
        apiError(409, 'errors.professionAbilitiesLimit', 'At most 6 abilities'),
    });
    const user = userEvent.setup();
    await renderScreen(<ManageProfessionAbilitiesScreen />, { user: testUsers.board });

    await user.click(await screen.findByRole('button', { name: 'Fjern Hårdfør' }));

    expect(await screen.findByText(/En profession kan højst have 6 evner/)).toBeTruthy();
    const selected = screen.getByRole('list', { name: 'Professionens evner' });
    await waitFor(() => expect(within(selected).getByText('Hårdfør')).toBeTruthy());
  });
});
