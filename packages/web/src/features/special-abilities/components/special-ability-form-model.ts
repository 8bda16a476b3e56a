import { SPECIAL_ABILITY_TYPES, type SpecialAbilityType } from '@club/shared/constants';
import {
  SpecialAbilityCreateSchema,
  type SpecialAbility,
  type SpecialAbilityCreate,
} from '@club/shared/contract/rules';

export interface SpecialAbilityFormValues {
  name: string;
  effect: string;
  ingredients: string;
  duration: string;
  /** '' while empty (stored as 0). */
  mana_cost: number | '';
  /** The affiliation. */
  type: SpecialAbilityType | '';
  requirement: string;
  note: string;
  link: string;
}

export type SpecialAbilityField = keyof SpecialAbilityFormValues;

export function emptySpecialAbilityValues(): SpecialAbilityFormValues {
  return {
    name: '',
    effect: '',
    ingredients: '',
    duration: '',
    mana_cost: '',
    type: '',
    requirement: '',
    note: '',
    link: '',
  };
}

function isSpecialAbilityType(value: string): value is SpecialAbilityType {
  return (SPECIAL_ABILITY_TYPES as readonly string[]).includes(value);
}

export function specialAbilityValuesOf(special: SpecialAbility): SpecialAbilityFormValues {
  return {
    name: special.name,
    effect: special.effect,
    ingredients: special.ingredients,
    duration: special.duration,
    mana_cost: special.mana_cost,
    type: isSpecialAbilityType(special.type) ? special.type : '',
    requirement: special.requirement,
    note: special.note,
    link: special.link,
  };
}

/** Message keys for what the server would refuse, by field. */
const MESSAGE_KEYS: Partial<Record<SpecialAbilityField, string>> = {
  name: 'specialAbilities.form.nameRequired',
  type: 'specialAbilities.form.typeRequired',
  mana_cost: 'specialAbilities.form.manaCostInvalid',
  link: 'specialAbilities.form.linkInvalid',
};

export type SpecialAbilityValidation =
  | { ok: true; payload: SpecialAbilityCreate }
  | { ok: false; errors: Partial<Record<SpecialAbilityField, string>> };

/**
 * Checks the form with the contract's own schema, so the form refuses exactly what the
 * server would: name and affiliation required, mana cost a whole number of at least 0,
 * link empty or an http(s) address.
 */
export function validateSpecialAbility(values: SpecialAbilityFormValues): SpecialAbilityValidation {
  const payload = {
    name: values.name.trim(),
    effect: values.effect.trim(),
    ingredients: values.ingredients.trim(),
    duration: values.duration.trim(),
    mana_cost: values.mana_cost === '' ? 0 : values.mana_cost,
    type: values.type,
    requirement: values.requirement.trim(),
    note: values.note.trim(),
    link: values.link.trim(),
  };
  const result = SpecialAbilityCreateSchema.safeParse(payload);
  if (result.success) return { ok: true, payload: result.data };
  const errors: Partial<Record<SpecialAbilityField, string>> = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as SpecialAbilityField | undefined;
    if (field && !errors[field]) {
      errors[field] = MESSAGE_KEYS[field] ?? 'specialAbilities.form.tooLong';
    }
  }
  return { ok: false, errors };
}
