import { describe, expect, it } from 'vitest';
import type { AbilityOffer, SheetRules } from './ability-selection';
import {
  checkLockedPreserved,
  checkProfessionRemoval,
  checkSheetSave,
  isPermanent,
  lockedAbilities,
  saveSheet,
  type StoredAbility,
} from './character-sheet';

const offers: AbilityOffer[] = [
  {
    profession_id: 1,
    ability_id: 11,
    order_learned: 1,
    xpcost: 1,
    has_special_ability: 1,
    special_ability_ids: [7, 8],
  },
  { profession_id: 1, ability_id: 12, order_learned: 2, xpcost: 1, has_special_ability: 0 },
  {
    profession_id: 2,
    ability_id: 11,
    order_learned: 1,
    xpcost: 1,
    has_special_ability: 1,
    special_ability_ids: [7, 8],
  },
  { profession_id: 2, ability_id: 21, order_learned: 1, xpcost: 1, has_special_ability: 0 },
];
const rules: SheetRules = { professionIds: [1, 2], offers, xp: 10 };
const stored: StoredAbility[] = [
  { profession_id: 1, ability_id: 11, special_ability_id: 7, is_unlocked: 1 },
];
const row = (
  profession_id: number,
  ability_id: number,
  special_ability_id: number | null = null,
) => ({
  profession_id,
  ability_id,
  special_ability_id,
});

describe('isPermanent', () => {
  it('is true for a saved row while the sheet is not open for updates', () => {
    expect(isPermanent({ is_unlocked: 1 }, 0)).toBe(true);
    expect(isPermanent({ is_unlocked: 1 }, 1)).toBe(false);
    expect(isPermanent({ is_unlocked: 0 }, 0)).toBe(false);
    expect(lockedAbilities(stored, 0)).toEqual([row(1, 11, 7)]);
    expect(lockedAbilities(stored, 1)).toEqual([]);
  });
});

describe('checkSheetSave', () => {
  it('lets a locked sheet grow', () => {
    expect(checkSheetSave(rules, stored, 0, [row(1, 11, 7), row(1, 12)])).toEqual({ ok: true });
  });

  it('refuses to drop a saved ability without allow_update, and allows it with', () => {
    expect(checkSheetSave(rules, stored, 0, [])).toMatchObject({
      code: 'characters.abilityLocked',
    });
    expect(checkSheetSave(rules, stored, 1, [])).toEqual({ ok: true });
  });

  it('refuses to change the special ability or the profession of a saved ability', () => {
    expect(checkLockedPreserved(stored, 0, [row(1, 11, 8)])).toMatchObject({
      code: 'characters.abilityLocked',
    });
    expect(checkLockedPreserved(stored, 0, [row(2, 11, 7)])).toMatchObject({
      code: 'characters.abilityLocked',
    });
    expect(checkSheetSave(rules, stored, 1, [row(1, 11, 8)])).toEqual({ ok: true });
  });

  it('still applies the selection rules', () => {
    expect(checkSheetSave(rules, stored, 0, [row(1, 11, 7), row(2, 21), row(1, 12)])).toEqual({
      ok: true,
    });
    expect(checkSheetSave(rules, [], 0, [row(2, 21)])).toMatchObject({
      code: 'characters.firstProfessionLevel',
    });
  });
});

describe('saveSheet', () => {
  it('marks every row unlocked and closes the sheet', () => {
    expect(saveSheet([row(1, 11)])).toEqual({
      rows: [{ ...row(1, 11), is_unlocked: 1 }],
      allow_update: 0,
    });
  });
});

describe('checkProfessionRemoval', () => {
  it('refuses a profession with unlocked abilities, with SPEC text', () => {
    expect(checkProfessionRemoval(stored, 1)).toMatchObject({
      code: 'characters.professionHasUnlockedAbilities',
      message: 'Cannot remove this profession - it has unlocked abilities',
    });
    expect(checkProfessionRemoval(stored, 2)).toEqual({ ok: true });
  });
});
