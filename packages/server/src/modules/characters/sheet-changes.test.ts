import { describe, expect, it } from 'vitest';
import { sheetChanges } from './sheet-changes';

const row = (ability_id: number, more: Partial<Record<string, number | null>> = {}) => ({
  profession_id: 1,
  ability_id,
  special_ability_id: null,
  is_unlocked: 1,
  ...more,
});

describe('the rows a sheet save changes', () => {
  it('changes nothing when the sheet is saved as it is stored', () => {
    const sheet = [row(1), row(2, { special_ability_id: 7 })];
    expect(sheetChanges(sheet, [...sheet].reverse())).toEqual({
      removedAbilityIds: [],
      written: [],
    });
  });

  it('writes new rows and rows whose profession, special ability or state changed', () => {
    const stored = [row(1), row(2, { special_ability_id: 7 }), row(3), row(4, { is_unlocked: 0 })];
    const next = [
      row(1),
      row(2, { special_ability_id: 8 }),
      row(3, { profession_id: 2 }),
      row(4),
      row(5),
    ];
    expect(sheetChanges(stored, next)).toEqual({
      removedAbilityIds: [],
      written: next.slice(1),
    });
  });

  it('removes the abilities left off the sheet, and everything for an empty sheet', () => {
    expect(sheetChanges([row(1), row(2), row(3)], [row(2)])).toEqual({
      removedAbilityIds: [1, 3],
      written: [],
    });
    expect(sheetChanges([row(1), row(2)], [])).toEqual({ removedAbilityIds: [1, 2], written: [] });
    expect(sheetChanges([], [row(9)])).toEqual({ removedAbilityIds: [], written: [row(9)] });
  });
});
