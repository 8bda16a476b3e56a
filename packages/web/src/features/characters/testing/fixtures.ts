import type {
  Character,
  CharacterAbility,
  CharacterListResponse,
} from '@club/shared/contract/characters';
import type {
  Class,
  ClassProfessionsResponse,
  ProfessionAbility,
  Race,
} from '@club/shared/contract/rules';

/** Contract-shaped answers of the character calls, for the screens' tests. */

export const races: Race[] = [
  {
    id: 1,
    name: 'Dværg',
    singular_name: '',
    description: '',
    image_path: null,
    base_hits: 3,
    base_mana: 0,
  },
  {
    id: 2,
    name: 'Elver',
    singular_name: '',
    description: '',
    image_path: null,
    base_hits: 2,
    base_mana: 2,
  },
];

export const classes: Class[] = [
  { id: 10, name: 'Kriger', description: '', conflict: 0, additional_professions: 2 },
  { id: 11, name: 'Præst', description: '', conflict: 0, additional_professions: 3 },
  { id: 12, name: 'Skyggedanser', description: '', conflict: 1, additional_professions: 2 },
];

export const raceClasses = [
  { race_id: 1, class_id: 10 },
  { race_id: 1, class_id: 12 },
  { race_id: 2, class_id: 11 },
  { race_id: 2, class_id: 12 },
];

/** Kriger: four mandatory professions and three optional ones, two of which may be picked. */
export const warriorProfessions: ClassProfessionsResponse = {
  mandatory: [
    { id: 101, name: 'Våbenbrug', sort_order: 1 },
    { id: 102, name: 'Rustningsbrug', sort_order: 2 },
    { id: 103, name: 'Feltliv', sort_order: 3 },
    { id: 104, name: 'Taktik', sort_order: 4 },
  ],
  assigned: [
    { id: 105, name: 'Smed', sort_order: 1 },
    { id: 106, name: 'Jæger', sort_order: 2 },
    { id: 107, name: 'Bueskytte', sort_order: 3 },
  ],
};

export function character(overrides: Partial<Character> = {}): Character {
  return {
    id: 5,
    user_id: 7,
    name: 'Thorin',
    race_id: 1,
    class_id: 10,
    race_name: 'Dværg',
    class_name: 'Kriger',
    race_base_hits: 3,
    race_base_mana: 0,
    profession_ids: [101, 102],
    professions: [
      { id: 101, name: 'Våbenbrug', position: 1 },
      { id: 102, name: 'Rustningsbrug', position: 2 },
    ],
    description: '',
    avatar_path: 'dwarfs',
    xp: 10,
    xp_spent: 0,
    is_active: 1,
    conflict_allowed: 0,
    allow_update: 0,
    arrangor_ability_1: null,
    arrangor_ability_2: null,
    arrangor_ability_3: null,
    arrangor_ability_4: null,
    arrangor_ability_5: null,
    arrangor_ability_6: null,
    review_reasons: [],
    change_request: null,
    ...overrides,
  };
}

export function characterList(
  overrides: Partial<CharacterListResponse> = {},
): CharacterListResponse {
  return { characters: [], races, classes, raceClasses, ...overrides };
}

export function professionAbility(
  professionId: number,
  id: number,
  order: number,
  overrides: Partial<ProfessionAbility> = {},
): ProfessionAbility {
  return {
    id,
    name: `Evne ${id}`,
    effect: '',
    xpcost: 1,
    bonus_hits: 0,
    type: '',
    bonus_kp: 0,
    bonus_rp: 0,
    bonus_mp: 0,
    duration: '',
    rite: '',
    cost_mana: 0,
    requirement: '',
    note: '',
    has_special_ability: 0,
    order_learned: order,
    profession_id: professionId,
    ...overrides,
  };
}

/** A saved row of the sheet for an ability of `professionAbility`. */
export function storedAbility(
  ability: ProfessionAbility,
  overrides: Partial<CharacterAbility> = {},
): CharacterAbility {
  return {
    profession_id: ability.profession_id,
    ability_id: ability.id,
    special_ability_id: null,
    special_ability_name: null,
    is_unlocked: 1,
    is_permanent: 1,
    order_learned: ability.order_learned,
    name: ability.name,
    xpcost: ability.xpcost,
    effect: ability.effect,
    type: ability.type,
    duration: ability.duration,
    rite: ability.rite,
    cost_mana: ability.cost_mana,
    requirement: ability.requirement,
    note: ability.note,
    bonus_hits: ability.bonus_hits,
    bonus_kp: ability.bonus_kp,
    bonus_rp: ability.bonus_rp,
    bonus_mp: ability.bonus_mp,
    has_special_ability: ability.has_special_ability,
    ...overrides,
  };
}
