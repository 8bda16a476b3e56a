import type {
  Ability,
  Class,
  ClassProfessionItem,
  Flag,
  Profession,
  ProfessionAbility,
  Race,
  SpecialAbility,
} from '@club/shared/contract/rules';
import type {
  AbilityRow,
  ClassRow,
  ProfessionRow,
  RaceRow,
  SpecialAbilityRow,
} from '../../db/schema';

/** Rows become API objects only here: exactly the contract's fields, flags as 0 or 1. */

export function toFlag(value: number | boolean): Flag {
  return value === 1 || value === true ? 1 : 0;
}

export function toRace(row: RaceRow): Race {
  return {
    id: row.id,
    name: row.name,
    singular_name: row.singular_name,
    description: row.description,
    image_path: row.image_path,
    base_hits: row.base_hits,
    base_mana: row.base_mana,
  };
}

export function toClass(row: ClassRow): Class {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    conflict: toFlag(row.conflict),
    additional_professions: row.additional_professions,
  };
}

export function toAbility(row: AbilityRow): Ability {
  return {
    id: row.id,
    name: row.name,
    effect: row.effect,
    xpcost: row.xpcost,
    bonus_hits: row.bonus_hits,
    type: row.type,
    bonus_kp: row.bonus_kp,
    bonus_rp: row.bonus_rp,
    bonus_mp: row.bonus_mp,
    duration: row.duration,
    rite: row.rite,
    cost_mana: row.cost_mana,
    requirement: row.requirement,
    note: row.note,
    has_special_ability: toFlag(row.has_special_ability),
  };
}

export function toProfessionAbility(
  row: AbilityRow & { order_learned: number; profession_id: number },
): ProfessionAbility {
  return { ...toAbility(row), order_learned: row.order_learned, profession_id: row.profession_id };
}

export function toProfession(row: ProfessionRow, abilities: ProfessionAbility[]): Profession {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    requirements: row.requirements,
    notes: row.notes,
    characteristics: row.characteristics,
    sort_order: row.sort_order,
    abilities,
  };
}

export function toClassProfessionItem(row: {
  id: number;
  name: string;
  sort_order: number;
}): ClassProfessionItem {
  return { id: row.id, name: row.name, sort_order: row.sort_order };
}

export function toSpecialAbility(row: SpecialAbilityRow): SpecialAbility {
  return {
    id: row.id,
    name: row.name,
    effect: row.effect,
    ingredients: row.ingredients,
    duration: row.duration,
    mana_cost: row.mana_cost,
    type: row.type,
    requirement: row.requirement,
    note: row.note,
    link: row.link,
  };
}
