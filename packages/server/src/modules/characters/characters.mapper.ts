import type {
  Character,
  CharacterAbility,
  SavedAbility,
  XpAward,
} from '@club/shared/contract/characters';
import type { Flag } from '@club/shared/contract/rules';
import { isPermanent } from '@club/shared/rules/character-sheet';
import type { CharacterProfessionRecord, CharacterRecord } from './characters.repository';
import type { SheetRowRecord, StoredAbilityRecord } from './sheet.repository';

const flag = (value: number): Flag => (value === 1 ? 1 : 0);

export function toCharacter(
  record: CharacterRecord,
  professions: readonly CharacterProfessionRecord[],
  season: Pick<Character, 'review_reasons' | 'change_request'>,
): Character {
  const own = professions
    .filter((p) => p.character_id === record.id)
    .sort((a, b) => a.position - b.position)
    .map(({ id, name, position }) => ({ id, name, position }));
  return {
    id: record.id,
    user_id: record.user_id,
    name: record.name,
    race_id: record.race_id,
    class_id: record.class_id,
    race_name: record.race_name,
    class_name: record.class_name,
    race_base_hits: record.race_base_hits,
    race_base_mana: record.race_base_mana,
    profession_ids: own.map((p) => p.id),
    professions: own,
    description: record.description,
    avatar_path: record.avatar_path,
    xp: record.xp,
    xp_spent: record.xp_spent,
    is_active: flag(record.is_active),
    conflict_allowed: flag(record.conflict_allowed),
    allow_update: flag(record.allow_update),
    arrangor_ability_1: record.arrangor_ability_1,
    arrangor_ability_2: record.arrangor_ability_2,
    arrangor_ability_3: record.arrangor_ability_3,
    arrangor_ability_4: record.arrangor_ability_4,
    arrangor_ability_5: record.arrangor_ability_5,
    arrangor_ability_6: record.arrangor_ability_6,
    review_reasons: season.review_reasons,
    change_request: season.change_request,
  };
}

export function toCharacterAbility(row: SheetRowRecord, allowUpdate: number): CharacterAbility {
  return {
    profession_id: row.profession_id,
    ability_id: row.ability_id,
    special_ability_id: row.special_ability_id,
    special_ability_name: row.special_ability_name,
    is_unlocked: flag(row.is_unlocked),
    is_permanent: isPermanent(row, allowUpdate) ? 1 : 0,
    // An ability the profession no longer lists keeps its row; it has no level then.
    order_learned: row.order_learned ?? 0,
    name: row.name,
    xpcost: row.xpcost,
    effect: row.effect,
    type: row.type,
    duration: row.duration,
    rite: row.rite,
    cost_mana: row.cost_mana,
    requirement: row.requirement,
    note: row.note,
    bonus_hits: row.bonus_hits,
    bonus_kp: row.bonus_kp,
    bonus_rp: row.bonus_rp,
    bonus_mp: row.bonus_mp,
    has_special_ability: flag(row.has_special_ability),
  };
}

/** A saved row as the save answers it: ids and states, no rules text. */
export function toSavedAbility(row: StoredAbilityRecord, allowUpdate: number): SavedAbility {
  return {
    profession_id: row.profession_id,
    ability_id: row.ability_id,
    special_ability_id: row.special_ability_id,
    is_unlocked: flag(row.is_unlocked),
    is_permanent: isPermanent(row, allowUpdate) ? 1 : 0,
  };
}

export function toXpAward(row: {
  id: number;
  character_id: number;
  amount: number;
  reason: string;
  reason_key: string | null;
  reason_params: string | null;
  awarded_by: number | null;
  awarded_by_name: string | null;
  created_at: string;
}): XpAward {
  return { ...row, reason_params: reasonParams(row.reason_key, row.reason_params) };
}

/** A keyed reason's parameters (JSON of strings); null for staff's own words. */
export function reasonParams(
  key: string | null,
  json: string | null,
): Record<string, string> | null {
  if (key === null) return null;
  try {
    const value: unknown = JSON.parse(json ?? '{}');
    if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>).filter(
        (entry): entry is [string, string] => typeof entry[1] === 'string',
      ),
    );
  } catch {
    return {};
  }
}
