import type { Character, CharacterListResponse } from '@club/shared/contract/characters';

/**
 * SPEC.md 3 (notes): an older server answers the character list with positional rows
 * instead of objects. Such a row holds the old characters table's columns in its order,
 * then the race's and the class's names, and at index 24 the character's professions as a
 * comma-separated list of profession objects (`{"id":3,"name":"Smed"},{"id":…}`).
 */
const COLUMN = {
  id: 0,
  user_id: 1,
  name: 2,
  race_id: 3,
  class_id: 4,
  /** profession_1 … profession_6 */
  firstProfession: 5,
  description: 11,
  avatar_path: 12,
  xp: 13,
  is_active: 14,
  allow_update: 15,
  /** arrangor_ability_1 … arrangor_ability_6 */
  firstOrganizerAbility: 16,
  race_name: 22,
  class_name: 23,
  professions: 24,
} as const;

type Row = readonly unknown[];

const num = (value: unknown): number => {
  const n = typeof value === 'string' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) ? n : 0;
};
const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const flag = (value: unknown): 0 | 1 => (num(value) === 1 ? 1 : 0);
const organizer = (value: unknown): string | null =>
  typeof value === 'string' && value !== '' ? value : null;

/** The profession objects at index 24: a comma-separated string, or already a list. */
function professionObjects(value: unknown): { id: number; name: string }[] {
  let list: unknown = value;
  if (typeof value === 'string') {
    try {
      list = value.trim() === '' ? [] : (JSON.parse(`[${value}]`) as unknown);
    } catch {
      list = [];
    }
  }
  if (!Array.isArray(list)) return [];
  return list.flatMap((item: unknown) => {
    if (!item || typeof item !== 'object') return [];
    const { id, name } = item as { id?: unknown; name?: unknown };
    return num(id) > 0 ? [{ id: num(id), name: text(name) }] : [];
  });
}

function characterFromRow(row: Row): Character {
  const listed = professionObjects(row[COLUMN.professions]);
  const columnIds = Array.from({ length: 6 }, (_, i) =>
    num(row[COLUMN.firstProfession + i]),
  ).filter((id) => id > 0);
  // The numbered columns give the order; the objects the names.
  const ids = columnIds.length > 0 ? columnIds : listed.map((p) => p.id);
  const organizerAbility = (n: number) => organizer(row[COLUMN.firstOrganizerAbility + n]);
  return {
    id: num(row[COLUMN.id]),
    user_id: num(row[COLUMN.user_id]),
    name: text(row[COLUMN.name]),
    race_id: num(row[COLUMN.race_id]),
    class_id: num(row[COLUMN.class_id]),
    race_name: text(row[COLUMN.race_name]),
    class_name: text(row[COLUMN.class_name]),
    race_base_hits: 0,
    race_base_mana: 0,
    profession_ids: ids,
    professions: ids.map((id, index) => ({
      id,
      name: listed.find((p) => p.id === id)?.name ?? '',
      position: index + 1,
    })),
    description: text(row[COLUMN.description]),
    avatar_path: text(row[COLUMN.avatar_path]),
    xp: num(row[COLUMN.xp]),
    xp_spent: 0,
    is_active: flag(row[COLUMN.is_active]),
    conflict_allowed: 0,
    allow_update: flag(row[COLUMN.allow_update]),
    arrangor_ability_1: organizerAbility(0),
    arrangor_ability_2: organizerAbility(1),
    arrangor_ability_3: organizerAbility(2),
    arrangor_ability_4: organizerAbility(3),
    arrangor_ability_5: organizerAbility(4),
    arrangor_ability_6: organizerAbility(5),
    review_reasons: [],
    change_request: null,
  };
}

function list<T>(value: unknown): T[] {
  return Array.isArray(value) ? (value as T[]) : [];
}

/**
 * The character list as this app reads it, whether the server sent objects or positional
 * rows, and whether the rows came bare or inside `{characters, …}`.
 */
export function readCharacterList(answer: unknown): CharacterListResponse {
  const body = Array.isArray(answer)
    ? { characters: answer }
    : ((answer ?? {}) as Partial<Record<keyof CharacterListResponse, unknown>>);
  const characters = Array.isArray(body.characters) ? body.characters : [];
  return {
    characters: characters.map((item: unknown) =>
      Array.isArray(item) ? characterFromRow(item) : (item as Character),
    ),
    races: list(body.races),
    classes: list(body.classes),
    raceClasses: list(body.raceClasses),
  };
}
