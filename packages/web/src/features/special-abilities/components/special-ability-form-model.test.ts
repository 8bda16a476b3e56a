import { describe, expect, it } from 'vitest';
import { emptySpecialAbilityValues, validateSpecialAbility } from './special-ability-form-model';

describe('validateSpecialAbility', () => {
  it('needs a name and one of the four affiliations', () => {
    expect(validateSpecialAbility(emptySpecialAbilityValues())).toEqual({
      ok: false,
      errors: {
        name: 'specialAbilities.form.nameRequired',
        type: 'specialAbilities.form.typeRequired',
      },
    });
  });

  it('refuses a negative or fractional mana cost and a link that is not http(s)', () => {
    const result = validateSpecialAbility({
      ...emptySpecialAbilityValues(),
      name: 'Ildpulver',
      type: 'Alkymi',
      mana_cost: -2,
      link: 'ftp://example.org',
    });
    expect(result).toEqual({
      ok: false,
      errors: {
        mana_cost: 'specialAbilities.form.manaCostInvalid',
        link: 'specialAbilities.form.linkInvalid',
      },
    });
  });

  it('gives the payload with an empty mana cost as 0 and trimmed texts', () => {
    const result = validateSpecialAbility({
      ...emptySpecialAbilityValues(),
      name: ' Ildpulver ',
      type: 'Alkymi',
      effect: ' Brænder. ',
    });
    expect(result).toEqual({
      ok: true,
      payload: {
        name: 'Ildpulver',
        effect: 'Brænder.',
        ingredients: '',
        duration: '',
        mana_cost: 0,
        type: 'Alkymi',
        requirement: '',
        note: '',
        link: '',
      },
    });
  });
});
