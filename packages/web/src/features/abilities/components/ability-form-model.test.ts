import { describe, expect, it } from 'vitest';
import {
  abilityPayload,
  emptyAbilityValues,
  typeLabelFor,
  validateAbilityValues,
} from './ability-form-model';

describe('validateAbilityValues', () => {
  it('needs a name and an XP cost', () => {
    const result = validateAbilityValues({ ...emptyAbilityValues(), xpcost: '' });
    expect(result.missingRequired).toBe(true);
    expect(result.fields).toEqual({
      name: 'abilities.form.required',
      xpcost: 'abilities.form.required',
    });
  });

  it('refuses negative and fractional numbers', () => {
    const result = validateAbilityValues({
      ...emptyAbilityValues(),
      name: 'Ildkugle',
      bonus_kp: -1,
      cost_mana: 1.5,
    });
    expect(result.missingRequired).toBe(false);
    expect(result.fields).toEqual({
      bonus_kp: 'abilities.form.notNegative',
      cost_mana: 'abilities.form.notNegative',
    });
  });

  it('accepts a name with the default XP cost of 2', () => {
    const values = { ...emptyAbilityValues(), name: 'Ildkugle' };
    expect(values.xpcost).toBe(2);
    expect(validateAbilityValues(values)).toEqual({ missingRequired: false, fields: {} });
  });
});

describe('typeLabelFor', () => {
  it('stores the label of the saver’s language', () => {
    expect(typeLabelFor('magicalEffect', 'da')).toBe('Magisk effekt');
    expect(typeLabelFor('magicalEffect', 'en')).toBe('Magical Effect');
    expect(typeLabelFor('', 'da')).toBe('');
  });

  it('keeps an unchanged type as it was stored', () => {
    expect(typeLabelFor('ritual', 'en', 'Ritual')).toBe('Ritual');
    expect(typeLabelFor('formula', 'en', 'Formel')).toBe('Formel');
    expect(typeLabelFor('background', 'en', 'Formel')).toBe('Background');
  });
});

describe('abilityPayload', () => {
  it('sends empty numbers as 0 and trims the texts', () => {
    const payload = abilityPayload(
      { ...emptyAbilityValues(), name: ' Ildkugle ', note: ' x ' },
      'da',
    );
    expect(payload).toMatchObject({
      name: 'Ildkugle',
      note: 'x',
      bonus_hits: 0,
      cost_mana: 0,
      xpcost: 2,
    });
  });
});
