import type { Insertable, Updateable } from 'kysely';
import type { Database, Db, RaceRow } from '../../db/schema';

export type NewRace = Insertable<Database['races']>;
export type RaceUpdate = Updateable<Database['races']>;

export function listRaces(db: Db): Promise<RaceRow[]> {
  return db.selectFrom('races').selectAll().orderBy('name').orderBy('id').execute();
}

export function findRace(db: Db, id: number): Promise<RaceRow | undefined> {
  return db.selectFrom('races').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Every (race, class) pair; the caller groups them. */
export function listRaceClassLinks(db: Db): Promise<{ race_id: number; class_id: number }[]> {
  return db.selectFrom('race_classes').select(['race_id', 'class_id']).execute();
}

export async function raceClassIds(db: Db, raceId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('race_classes')
    .select('class_id')
    .where('race_id', '=', raceId)
    .execute();
  return rows.map((row) => row.class_id);
}

export function insertRace(db: Db, race: NewRace): Promise<RaceRow> {
  return db.insertInto('races').values(race).returningAll().executeTakeFirstOrThrow();
}

export function updateRace(db: Db, id: number, changes: RaceUpdate): Promise<RaceRow | undefined> {
  return db
    .updateTable('races')
    .set(changes)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
}

export async function deleteRace(db: Db, id: number): Promise<void> {
  await db.deleteFrom('races').where('id', '=', id).execute();
}

export async function replaceRaceClasses(
  db: Db,
  raceId: number,
  classIds: readonly number[],
): Promise<void> {
  await db.deleteFrom('race_classes').where('race_id', '=', raceId).execute();
  if (classIds.length === 0) return;
  await db
    .insertInto('race_classes')
    .values(classIds.map((classId) => ({ race_id: raceId, class_id: classId })))
    .execute();
}

export async function countCharactersOfRace(db: Db, raceId: number): Promise<number> {
  const row = await db
    .selectFrom('characters')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('race_id', '=', raceId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
