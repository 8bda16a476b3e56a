import { describe, expect, it } from 'vitest';
import {
  chooseSpecialAbility,
  checkSelect,
  deselectAbility,
  selectAbility,
  validateSelection,
  type AbilityOffer,
  type AbilitySelection,
  type SheetRules,
} from './ability-selection';

// Profession 1 is the first; abilities 11..13 are its levels 1..3, 21..23 those of
// profession 2. Ability 12 has special abilities 501 and 502.
const offers: AbilityOffer[] = [
  { profession_id: 1, ability_id: 11, order_learned: 1, xpcost: 2, has_special_ability: 0 },
  {
    profession_id: 1,
    ability_id: 12,
    order_learned: 2,
    xpcost: 3,
    has_special_ability: 1,
    special_ability_ids: [501, 502],
  },
  { profession_id: 1, ability_id: 13, order_learned: 3, xpcost: 4, has_special_ability: 0 },
  { profession_id: 2, ability_id: 21, order_learned: 1, xpcost: 1, has_special_ability: 0 },
  { profession_id: 2, ability_id: 22, order_learned: 2, xpcost: 1, has_special_ability: 0 },
  { profession_id: 2, ability_id: 23, order_learned: 3, xpcost: 1, has_special_ability: 0 },
  { profession_id: 3, ability_id: 99, order_learned: 1, xpcost: 1, has_special_ability: 0 },
];
const rules: SheetRules = { professionIds: [1, 2], offers, xp: 20 };

const pick = (
  profession_id: number,
  ability_id: number,
  special_ability_id: number | null = null,
) => ({
  profession_id,
  ability_id,
  special_ability_id,
});

describe('checkSelect', () => {
  it('allows level 1 of the first profession', () => {
    expect(checkSelect(rules, [], pick(1, 11))).toEqual({ ok: true });
  });

  it('refuses level n without level n-1 of the same profession', () => {
    expect(checkSelect(rules, [pick(1, 11)], pick(1, 13))).toMatchObject({
      code: 'characters.abilityOrder',
      params: { level: 2 },
    });
  });

  it('refuses level n of another profession without level n of the first', () => {
    expect(checkSelect(rules, [], pick(2, 21))).toMatchObject({
      code: 'characters.firstProfessionLevel',
      params: { level: 1 },
    });
    expect(checkSelect(rules, [pick(1, 11), pick(2, 21)], pick(2, 22))).toMatchObject({
      code: 'characters.firstProfessionLevel',
    });
    expect(checkSelect(rules, [pick(1, 11)], pick(2, 21))).toEqual({ ok: true });
  });

  it('refuses an ability already selected', () => {
    expect(checkSelect(rules, [pick(1, 11)], pick(1, 11))).toMatchObject({
      code: 'characters.duplicateAbility',
    });
  });

  it('refuses what costs more than the character has', () => {
    const poor = { ...rules, xp: 4 };
    expect(checkSelect(poor, [pick(1, 11)], pick(1, 12))).toMatchObject({
      code: 'characters.notEnoughXp',
      params: { cost: 5, xp: 4 },
    });
    expect(checkSelect({ ...rules, xp: 5 }, [pick(1, 11)], pick(1, 12))).toEqual({ ok: true });
  });

  it('refuses a special ability that is not linked to the ability', () => {
    expect(checkSelect(rules, [pick(1, 11)], pick(1, 12, 999))).toMatchObject({
      code: 'characters.specialAbilityNotLinked',
    });
    expect(checkSelect(rules, [], pick(1, 11, 501))).toMatchObject({
      code: 'characters.specialAbilityNotLinked',
    });
    expect(checkSelect(rules, [pick(1, 11)], pick(1, 12, 502))).toEqual({ ok: true });
  });

  it('refuses professions the character lacks and abilities a profession lacks', () => {
    expect(checkSelect(rules, [], pick(3, 99))).toMatchObject({
      code: 'characters.professionNotOnCharacter',
    });
    expect(checkSelect(rules, [], pick(1, 21))).toMatchObject({
      code: 'characters.abilityNotInProfession',
    });
  });
});

describe('deselectAbility', () => {
  const sheet: AbilitySelection[] = [pick(1, 11), pick(1, 12), pick(2, 21), pick(2, 22)];

  it('refuses while a higher level of the profession is selected, with SPEC text', () => {
    expect(deselectAbility(rules, sheet, pick(2, 21))).toMatchObject({
      code: 'characters.higherLevelSelected',
      message: 'Cannot remove this ability while higher level abilities are selected.',
    });
  });

  it('says deselect for a pick made now and remove for a saved one', () => {
    const saved = [pick(1, 11), pick(1, 12), pick(2, 21)];
    expect(deselectAbility(rules, sheet, pick(2, 21), saved)).toMatchObject({
      code: 'characters.higherLevelSelected',
    });
    expect(deselectAbility(rules, sheet, pick(2, 21), [pick(1, 11)])).toMatchObject({
      code: 'characters.higherLevelSelectedUnsaved',
      message: 'Cannot deselect this ability while higher level abilities are selected.',
    });
  });

  it('removes the same level from the other professions when it leaves the first', () => {
    const result = deselectAbility(rules, sheet, pick(1, 12));
    expect(result).toEqual({ ok: true, selection: [pick(1, 11), pick(2, 21)] });
  });

  it('refuses to remove a locked ability, also through the cascade', () => {
    const locked = { ...rules, locked: [pick(2, 22)] };
    expect(deselectAbility(locked, sheet, pick(2, 22))).toMatchObject({
      code: 'characters.abilityLocked',
    });
    expect(deselectAbility(locked, sheet, pick(1, 12))).toMatchObject({
      code: 'characters.abilityLocked',
    });
  });
});

describe('selectAbility and chooseSpecialAbility', () => {
  it('adds an allowed ability and changes its special ability', () => {
    const added = selectAbility(rules, [pick(1, 11)], pick(1, 12));
    expect(added).toEqual({ ok: true, selection: [pick(1, 11), pick(1, 12)] });
    if (!added.ok) return;
    const chosen = chooseSpecialAbility(rules, added.selection, pick(1, 12), 501);
    expect(chosen).toEqual({ ok: true, selection: [pick(1, 11), pick(1, 12, 501)] });
  });

  it('refuses to change the special ability of a locked row', () => {
    const locked = { ...rules, locked: [pick(1, 12, 501)] };
    expect(
      chooseSpecialAbility(locked, [pick(1, 11), pick(1, 12, 501)], pick(1, 12), 502),
    ).toMatchObject({ code: 'characters.abilityLocked' });
  });
});

describe('validateSelection', () => {
  it('accepts a sheet built in any order', () => {
    expect(validateSelection(rules, [pick(2, 21), pick(1, 12, 501), pick(1, 11)])).toEqual({
      ok: true,
    });
  });

  it('refuses each broken rule in a whole list', () => {
    expect(validateSelection(rules, [pick(1, 12)])).toMatchObject({
      code: 'characters.abilityOrder',
    });
    expect(validateSelection(rules, [pick(2, 21)])).toMatchObject({
      code: 'characters.firstProfessionLevel',
    });
    expect(validateSelection(rules, [pick(1, 11), pick(1, 11)])).toMatchObject({
      code: 'characters.duplicateAbility',
    });
    expect(validateSelection({ ...rules, xp: 1 }, [pick(1, 11)])).toMatchObject({
      code: 'characters.notEnoughXp',
    });
    expect(validateSelection(rules, [pick(1, 11), pick(1, 12, 7)])).toMatchObject({
      code: 'characters.specialAbilityNotLinked',
    });
  });
});
