import type { Transaction } from 'kysely';
import type { XpReason } from '@club/shared/contract/characters';
import type { Database, Db } from '../../db/schema';
import { xpSpentTotal, xpTotal } from '../../db/xp';
import { reasonColumns } from './xp-ledger.repository';
import { raceNameOnCharacter } from '../../db/race-name';

const now = () => new Date().toISOString();

export interface CharacterRecord {
  id: number;
  user_id: number;
  name: string;
  race_id: number;
  class_id: number;
  race_name: string;
  class_name: string;
  race_base_hits: number;
  race_base_mana: number;
  description: string;
  avatar_path: string;
  is_active: number;
  allow_update: number;
  conflict_allowed: number;
  arrangor_ability_1: string | null;
  arrangor_ability_2: string | null;
  arrangor_ability_3: string | null;
  arrangor_ability_4: string | null;
  arrangor_ability_5: string | null;
  arrangor_ability_6: string | null;
  xp: number;
  xp_spent: number;
}

export interface CharacterProfessionRecord {
  character_id: number;
  id: number;
  name: string;
  position: number;
}

export function characterQuery(db: Db) {
  return db
    .selectFrom('characters as c')
    .innerJoin('races as r', 'r.id', 'c.race_id')
    .innerJoin('classes as k', 'k.id', 'c.class_id')
    .innerJoin('users as u', 'u.id', 'c.user_id')
    .select((eb) => [
      'c.id',
      'c.user_id',
      'c.name',
      'c.race_id',
      'c.class_id',
      raceNameOnCharacter(),
      'k.name as class_name',
      'r.base_hits as race_base_hits',
      'r.base_mana as race_base_mana',
      'c.description',
      'c.avatar_path',
      'c.is_active',
      'c.allow_update',
      'u.conflict_allowed',
      'c.arrangor_ability_1',
      'c.arrangor_ability_2',
      'c.arrangor_ability_3',
      'c.arrangor_ability_4',
      'c.arrangor_ability_5',
      'c.arrangor_ability_6',
      xpTotal(eb, 'c.id').as('xp'),
      xpSpentTotal(eb, 'c.id').as('xp_spent'),
    ]);
}

function normalize(
  row: Omit<CharacterRecord, 'xp' | 'xp_spent'> & { xp: unknown; xp_spent: unknown },
): CharacterRecord {
  // SQLite answers SUM as a number, PostgreSQL as numeric (parsed to a number on connect).
  return { ...row, xp: Number(row.xp ?? 0), xp_spent: Number(row.xp_spent ?? 0) };
}

export async function findCharacter(db: Db, id: number): Promise<CharacterRecord | undefined> {
  const row = await characterQuery(db).where('c.id', '=', id).executeTakeFirst();
  return row ? normalize(row) : undefined;
}

export async function listCharactersOfUser(db: Db, userId: number): Promise<CharacterRecord[]> {
  const rows = await characterQuery(db).where('c.user_id', '=', userId).orderBy('c.id').execute();
  return rows.map(normalize);
}

export function countCharactersOfUser(db: Db, userId: number): Promise<number> {
  return db
    .selectFrom('characters')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow()
    .then((row) => Number(row.count));
}

export async function hasActiveCharacter(db: Db, userId: number): Promise<boolean> {
  const row = await db
    .selectFrom('characters')
    .select('id')
    .where('user_id', '=', userId)
    .where('is_active', '=', 1)
    .executeTakeFirst();
  return row !== undefined;
}

export function listCharacterProfessions(
  db: Db,
  characterIds: readonly number[],
): Promise<CharacterProfessionRecord[]> {
  if (characterIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('character_professions as cp')
    .innerJoin('professions as p', 'p.id', 'cp.profession_id')
    .select(['cp.character_id', 'p.id', 'p.name', 'cp.position'])
    .where('cp.character_id', 'in', [...characterIds])
    .orderBy('cp.character_id')
    .orderBy('cp.position')
    .execute();
}

/** The character's professions replaced by `professionIds`, position 1 first. */
export async function replaceCharacterProfessions(
  trx: Transaction<Database>,
  characterId: number,
  professionIds: readonly number[],
): Promise<void> {
  await trx.deleteFrom('character_professions').where('character_id', '=', characterId).execute();
  await trx
    .insertInto('character_professions')
    .values(
      professionIds.map((professionId, index) => ({
        character_id: characterId,
        profession_id: professionId,
        position: index + 1,
      })),
    )
    .execute();
}

export interface NewCharacterInput {
  userId: number;
  name: string;
  raceId: number;
  classId: number;
  avatarPath: string;
  isActive: boolean;
  professionIds: readonly number[];
  startingXp: number;
  startingXpReason: XpReason;
}

export async function insertCharacter(
  trx: Transaction<Database>,
  input: NewCharacterInput,
): Promise<number> {
  const at = now();
  const { id } = await trx
    .insertInto('characters')
    .values({
      user_id: input.userId,
      name: input.name,
      race_id: input.raceId,
      class_id: input.classId,
      description: '',
      avatar_path: input.avatarPath,
      is_active: input.isActive ? 1 : 0,
      allow_update: 0,
      created_at: at,
      updated_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('character_professions')
    .values(
      input.professionIds.map((professionId, index) => ({
        character_id: id,
        profession_id: professionId,
        position: index + 1,
      })),
    )
    .execute();
  await trx
    .insertInto('xp_awards')
    .values({
      character_id: id,
      amount: input.startingXp,
      ...reasonColumns(input.startingXpReason),
      awarded_by: null,
      created_at: at,
    })
    .execute();
  return id;
}

export async function updateCharacterFields(
  db: Db,
  id: number,
  fields: {
    avatar_path?: string;
    description?: string;
    allow_update?: number;
    arrangor_ability_1?: string | null;
    arrangor_ability_2?: string | null;
    arrangor_ability_3?: string | null;
    arrangor_ability_4?: string | null;
    arrangor_ability_5?: string | null;
    arrangor_ability_6?: string | null;
  },
): Promise<void> {
  await db
    .updateTable('characters')
    .set({ ...fields, updated_at: now() })
    .where('id', '=', id)
    .execute();
}

/**
 * Changes a character only if `userId` owns it, in one statement: the check and the write
 * together. False when nothing was changed (no such character, or another's).
 */
export async function updateOwnCharacterFields(
  db: Db,
  id: number,
  userId: number,
  fields: { description?: string },
): Promise<boolean> {
  const result = await db
    .updateTable('characters')
    .set({ ...fields, updated_at: now() })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function setOnlyActiveCharacter(
  trx: Transaction<Database>,
  userId: number,
  id: number,
): Promise<void> {
  const at = now();
  await trx
    .updateTable('characters')
    .set({ is_active: 0, updated_at: at })
    .where('user_id', '=', userId)
    .where('id', '!=', id)
    .where('is_active', '=', 1)
    .execute();
  await trx
    .updateTable('characters')
    .set({ is_active: 1, updated_at: at })
    .where('id', '=', id)
    .execute();
}

export function findActiveCharacterId(db: Db, userId: number) {
  return db
    .selectFrom('characters')
    .select('id')
    .where('user_id', '=', userId)
    .where('is_active', '=', 1)
    .orderBy('id')
    .executeTakeFirst();
}
