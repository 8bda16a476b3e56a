import type { Insertable, Updateable } from 'kysely';
import type { AbilityRow, Database, Db } from '../../db/schema';

export type NewAbility = Insertable<Database['abilities']>;
export type AbilityUpdate = Updateable<Database['abilities']>;

export function listAbilities(db: Db): Promise<AbilityRow[]> {
  return db.selectFrom('abilities').selectAll().orderBy('name').orderBy('id').execute();
}

export function findAbility(db: Db, id: number): Promise<AbilityRow | undefined> {
  return db.selectFrom('abilities').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The ids among `ids` that name existing abilities. */
export async function existingAbilityIds(db: Db, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db.selectFrom('abilities').select('id').where('id', 'in', ids).execute();
  return new Set(rows.map((row) => row.id));
}

export function insertAbility(db: Db, values: NewAbility): Promise<AbilityRow> {
  return db.insertInto('abilities').values(values).returningAll().executeTakeFirstOrThrow();
}

export function updateAbility(
  db: Db,
  id: number,
  changes: AbilityUpdate,
): Promise<AbilityRow | undefined> {
  return db
    .updateTable('abilities')
    .set(changes)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
}

export async function deleteAbility(db: Db, id: number): Promise<void> {
  await db.deleteFrom('abilities').where('id', '=', id).execute();
}

export async function countCharactersWithAbility(db: Db, abilityId: number): Promise<number> {
  const row = await db
    .selectFrom('character_abilities')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('ability_id', '=', abilityId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** The professions that list this ability. */
export async function professionIdsWithAbility(db: Db, abilityId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('profession_abilities')
    .select('profession_id')
    .where('ability_id', '=', abilityId)
    .execute();
  return rows.map((row) => row.profession_id);
}
