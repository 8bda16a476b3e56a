import type { Insertable, Updateable } from 'kysely';
import type { Database, Db, SpecialAbilityRow } from '../../db/schema';

export type NewSpecialAbility = Insertable<Database['special_abilities']>;
export type SpecialAbilityUpdate = Updateable<Database['special_abilities']>;

export function listSpecialAbilities(db: Db): Promise<SpecialAbilityRow[]> {
  return db.selectFrom('special_abilities').selectAll().orderBy('name').orderBy('id').execute();
}

export function findSpecialAbility(db: Db, id: number): Promise<SpecialAbilityRow | undefined> {
  return db.selectFrom('special_abilities').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The ids among `ids` that name existing special abilities. */
export async function existingSpecialAbilityIds(
  db: Db,
  ids: readonly number[],
): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .selectFrom('special_abilities')
    .select('id')
    .where('id', 'in', ids)
    .execute();
  return new Set(rows.map((row) => row.id));
}

export function insertSpecialAbility(
  db: Db,
  values: NewSpecialAbility,
): Promise<SpecialAbilityRow> {
  return db.insertInto('special_abilities').values(values).returningAll().executeTakeFirstOrThrow();
}

export function updateSpecialAbility(
  db: Db,
  id: number,
  changes: SpecialAbilityUpdate,
): Promise<SpecialAbilityRow | undefined> {
  return db
    .updateTable('special_abilities')
    .set(changes)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
}

export async function deleteSpecialAbility(db: Db, id: number): Promise<void> {
  await db.deleteFrom('special_abilities').where('id', '=', id).execute();
}

/** Character abilities on which this special ability is chosen. */
export async function countCharactersWithSpecialAbility(
  db: Db,
  specialAbilityId: number,
): Promise<number> {
  const row = await db
    .selectFrom('character_abilities')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('special_ability_id', '=', specialAbilityId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** The special abilities linked to an ability, in link order. */
export function listLinkedSpecialAbilities(
  db: Db,
  abilityId: number,
): Promise<SpecialAbilityRow[]> {
  return db
    .selectFrom('ability_special_abilities as link')
    .innerJoin('special_abilities as s', 's.id', 'link.special_ability_id')
    .selectAll('s')
    .where('link.ability_id', '=', abilityId)
    .orderBy('link.sort_order')
    .orderBy('s.name')
    .execute();
}

export async function linkedSpecialAbilityIds(db: Db, abilityId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('ability_special_abilities')
    .select('special_ability_id')
    .where('ability_id', '=', abilityId)
    .orderBy('sort_order')
    .execute();
  return rows.map((row) => row.special_ability_id);
}

export async function replaceSpecialAbilityLinks(
  db: Db,
  abilityId: number,
  specialAbilityIds: readonly number[],
): Promise<void> {
  await db.deleteFrom('ability_special_abilities').where('ability_id', '=', abilityId).execute();
  if (specialAbilityIds.length === 0) return;
  await db
    .insertInto('ability_special_abilities')
    .values(
      specialAbilityIds.map((id, index) => ({
        ability_id: abilityId,
        special_ability_id: id,
        sort_order: index,
      })),
    )
    .execute();
}
