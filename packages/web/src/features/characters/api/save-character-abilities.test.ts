import { describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { character, professionAbility, storedAbility } from '../testing/fixtures';
import { characterQuery } from '../../../api/queries/characters';
import { abilitySpecialAbilitiesQuery, professionAbilitiesQuery } from '../../../api/queries/rules';
import { characterAbilitiesQuery } from './get-character-abilities';
import { savedSheetRows } from './save-character-abilities';

const slash = professionAbility(101, 1, 1, { name: 'Sværdhug', xpcost: 1 });
const parry = professionAbility(101, 2, 2, { name: 'Parade', xpcost: 2, has_special_ability: 1 });
const shield = professionAbility(102, 4, 1, { name: 'Skjold', xpcost: 1 });

function clientWithSheet() {
  const client = new QueryClient();
  const owner = character();
  client.setQueryData(characterQuery(owner.id).queryKey, owner);
  client.setQueryData(professionAbilitiesQuery(101).queryKey, [slash, parry]);
  client.setQueryData(professionAbilitiesQuery(102).queryKey, [shield]);
  client.setQueryData(abilitySpecialAbilitiesQuery(2).queryKey, {
    abilities: [
      {
        id: 9,
        name: 'Elversk',
        effect: '',
        ingredients: '',
        duration: '',
        mana_cost: 0,
        type: '',
        requirement: '',
        note: '',
        link: '',
      },
    ],
  });
  client.setQueryData(characterAbilitiesQuery(owner.id).queryKey, [storedAbility(slash)]);
  return { client, id: owner.id };
}

const savedRow = (
  profession_id: number,
  ability_id: number,
  special_ability_id: number | null,
) => ({
  profession_id,
  ability_id,
  special_ability_id,
  is_unlocked: 1 as const,
  is_permanent: 1 as const,
});

describe('the sheet after a save', () => {
  it('gives the saved rows their text from what the screen read, in sheet order', () => {
    const { client, id } = clientWithSheet();
    const rows = savedSheetRows(client, id, {
      abilities: [savedRow(102, 4, null), savedRow(101, 2, 9), savedRow(101, 1, null)],
      xp: 10,
      xp_spent: 4,
      allow_update: 0,
    });
    expect(rows?.map((r) => [r.name, r.order_learned, r.special_ability_name])).toEqual([
      ['Sværdhug', 1, null],
      ['Parade', 2, 'Elversk'],
      ['Skjold', 1, null],
    ]);
    expect(rows?.every((r) => r.is_permanent === 1)).toBe(true);
  });

  it('reads the sheet again when a row’s text is not at hand', () => {
    const { client, id } = clientWithSheet();
    const rows = savedSheetRows(client, id, {
      abilities: [savedRow(103, 7, null)],
      xp: 10,
      xp_spent: 1,
      allow_update: 0,
    });
    expect(rows).toBeUndefined();
  });
});
