import type { Insertable, Updateable } from 'kysely';
import type { AbilityRow, Database, Db, ProfessionRow } from '../../db/schema';
import { afterLast } from './sort-order';

export type NewProfession = Insertable<Database['professions']>;
export type ProfessionUpdate = Updateable<Database['professions']>;
export type ProfessionAbilityRow = AbilityRow & { order_learned: number; profession_id: number };

export function listProfessions(db: Db): Promise<ProfessionRow[]> {
  return db
    .selectFrom('professions')
    .selectAll()
    .orderBy('sort_order')
    .orderBy('name')
    .orderBy('id')
    .execute();
}

export function findProfession(db: Db, id: number): Promise<ProfessionRow | undefined> {
  return db.selectFrom('professions').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The abilities of one profession, or of all when `professionId` is left out, by level. */
export function listProfessionAbilities(
  db: Db,
  professionId?: number,
): Promise<ProfessionAbilityRow[]> {
  let query = db
    .selectFrom('profession_abilities as pa')
    .innerJoin('abilities as a', 'a.id', 'pa.ability_id')
    .selectAll('a')
    .select(['pa.order_learned as order_learned', 'pa.profession_id as profession_id'])
    .orderBy('pa.profession_id')
    .orderBy('pa.order_learned');
  if (professionId !== undefined) query = query.where('pa.profession_id', '=', professionId);
  return query.execute();
}

/** The ids among `ids` that name existing professions. */
export async function existingProfessionIds(db: Db, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db.selectFrom('professions').select('id').where('id', 'in', ids).execute();
  return new Set(rows.map((row) => row.id));
}

export async function nextProfessionSortOrder(db: Db): Promise<number> {
  const row = await db
    .selectFrom('professions')
    .select((eb) => eb.fn.max<number | null>('sort_order').as('max'))
    .executeTakeFirst();
  return afterLast(row?.max);
}

export function insertProfession(db: Db, values: NewProfession): Promise<ProfessionRow> {
  return db.insertInto('professions').values(values).returningAll().executeTakeFirstOrThrow();
}

export function updateProfession(
  db: Db,
  id: number,
  changes: ProfessionUpdate,
): Promise<ProfessionRow | undefined> {
  return db
    .updateTable('professions')
    .set(changes)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
}

export async function deleteProfession(db: Db, id: number): Promise<void> {
  await db.deleteFrom('professions').where('id', '=', id).execute();
}

/** Characters that have the profession, or own an ability through it. */
export async function countCharactersWithProfession(db: Db, professionId: number): Promise<number> {
  const [held, owned] = await Promise.all([
    db
      .selectFrom('character_professions')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('profession_id', '=', professionId)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('character_abilities')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('profession_id', '=', professionId)
      .executeTakeFirstOrThrow(),
  ]);
  return Number(held.count) + Number(owned.count);
}

/** Writes the profession's whole ordered list: order_learned = index + 1. */
export async function replaceProfessionAbilities(
  db: Db,
  professionId: number,
  abilityIds: readonly number[],
): Promise<void> {
  await db.deleteFrom('profession_abilities').where('profession_id', '=', professionId).execute();
  if (abilityIds.length === 0) return;
  await db
    .insertInto('profession_abilities')
    .values(
      abilityIds.map((abilityId, index) => ({
        profession_id: professionId,
        ability_id: abilityId,
        order_learned: index + 1,
      })),
    )
    .execute();
}
