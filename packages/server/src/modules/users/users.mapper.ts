import type { Role } from '@club/shared/constants';
import type { Flag } from '@club/shared/contract/rules';
import type { UserCharacterSummary, UserDetail, UserSummary } from '@club/shared/contract/users';
import type { UserSummaryRecord } from './users.repository';

const flag = (value: number): Flag => (value === 1 ? 1 : 0);

export function toUserSummary(row: UserSummaryRecord): UserSummary {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    role: row.role as Role,
    conflict_allowed: flag(row.conflict_allowed),
    active: row.active === 1,
    character_count: Number(row.character_count ?? 0),
  };
}

export function toUserDetail(
  row: UserSummaryRecord,
  characters: readonly {
    id: number;
    name: string;
    race_name: string;
    class_name: string;
    xp: unknown;
    xp_spent: unknown;
    allow_update: number;
    is_active: number;
    saved_abilities: unknown;
  }[],
): UserDetail {
  return {
    ...toUserSummary(row),
    characters: characters.map((c): UserCharacterSummary => ({
      id: c.id,
      name: c.name,
      race_name: c.race_name,
      class_name: c.class_name,
      xp: Number(c.xp ?? 0),
      xp_spent: Number(c.xp_spent ?? 0),
      allow_update: flag(c.allow_update),
      is_active: flag(c.is_active),
      saved_abilities: Number(c.saved_abilities ?? 0),
    })),
  };
}
