import {
  ABILITY_DEFAULTS,
  ABILITY_TYPES,
  abilityTypeKey,
  type AbilityTypeKey,
} from '@club/shared/constants';
import type { Ability, AbilityCreate } from '@club/shared/contract/rules';

/** A number field as the form holds it: '' while empty. */
export type NumberField = number | '';

export interface AbilityFormValues {
  name: string;
  xpcost: NumberField;
  effect: string;
  bonus_hits: NumberField;
  /** The type's key; the stored value is its label in the locale of the one who saves. */
  type: AbilityTypeKey | '';
  bonus_kp: NumberField;
  bonus_rp: NumberField;
  bonus_mp: NumberField;
  duration: string;
  rite: string;
  cost_mana: NumberField;
  requirement: string;
  note: string;
  has_special_ability: boolean;
}

export const NUMBER_FIELDS = [
  'xpcost',
  'bonus_hits',
  'bonus_kp',
  'bonus_rp',
  'bonus_mp',
  'cost_mana',
] as const;
export type AbilityNumberField = (typeof NUMBER_FIELDS)[number];

/** A new ability: XP cost 2 (SPEC 9), everything else empty. */
export function emptyAbilityValues(): AbilityFormValues {
  return {
    name: '',
    xpcost: ABILITY_DEFAULTS.xpcost,
    effect: '',
    bonus_hits: '',
    type: '',
    bonus_kp: '',
    bonus_rp: '',
    bonus_mp: '',
    duration: '',
    rite: '',
    cost_mana: '',
    requirement: '',
    note: '',
    has_special_ability: false,
  };
}

export function abilityValuesOf(ability: Ability): AbilityFormValues {
  return {
    name: ability.name,
    xpcost: ability.xpcost,
    effect: ability.effect,
    bonus_hits: ability.bonus_hits,
    type: abilityTypeKey(ability.type) ?? '',
    bonus_kp: ability.bonus_kp,
    bonus_rp: ability.bonus_rp,
    bonus_mp: ability.bonus_mp,
    duration: ability.duration,
    rite: ability.rite,
    cost_mana: ability.cost_mana,
    requirement: ability.requirement,
    note: ability.note,
    has_special_ability: ability.has_special_ability === 1,
  };
}

/** Message keys by field; `missingRequired` asks for SPEC's 'Please fill in all required fields'. */
export interface AbilityFormErrors {
  missingRequired: boolean;
  fields: Partial<Record<keyof AbilityFormValues, string>>;
}

export function validateAbilityValues(values: AbilityFormValues): AbilityFormErrors {
  const fields: AbilityFormErrors['fields'] = {};
  if (!values.name.trim()) fields.name = 'abilities.form.required';
  if (values.xpcost === '') fields.xpcost = 'abilities.form.required';
  for (const field of NUMBER_FIELDS) {
    const value = values[field];
    if (value !== '' && (!Number.isInteger(value) || value < ABILITY_DEFAULTS.minimumValue)) {
      fields[field] = 'abilities.form.notNegative';
    }
  }
  return { missingRequired: !values.name.trim() || values.xpcost === '', fields };
}

export function hasErrors(errors: AbilityFormErrors): boolean {
  return errors.missingRequired || Object.keys(errors.fields).length > 0;
}

/**
 * The stored type: the label of the chosen type in the saver's locale (SPEC 3), but an
 * unchanged type keeps its stored spelling, so editing in English does not rewrite
 * Danish labels.
 */
export function typeLabelFor(key: AbilityTypeKey | '', locale: string, storedType = ''): string {
  if (!key) return '';
  if (abilityTypeKey(storedType) === key) return storedType;
  const type = ABILITY_TYPES.find((entry) => entry.key === key);
  if (!type) return '';
  return locale.startsWith('en') ? type.en : type.da;
}

/** The body of POST abilities (and PUT abilities/{id}); empty numbers are 0. */
export function abilityPayload(
  values: AbilityFormValues,
  locale: string,
  storedType = '',
): Required<AbilityCreate> {
  const number = (value: NumberField) => (value === '' ? 0 : value);
  return {
    name: values.name.trim(),
    xpcost: number(values.xpcost),
    effect: values.effect.trim(),
    bonus_hits: number(values.bonus_hits),
    type: typeLabelFor(values.type, locale, storedType),
    bonus_kp: number(values.bonus_kp),
    bonus_rp: number(values.bonus_rp),
    bonus_mp: number(values.bonus_mp),
    duration: values.duration.trim(),
    rite: values.rite.trim(),
    cost_mana: number(values.cost_mana),
    requirement: values.requirement.trim(),
    note: values.note.trim(),
    has_special_ability: values.has_special_ability ? 1 : 0,
  };
}
