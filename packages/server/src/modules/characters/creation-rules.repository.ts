import type { Db } from '../../db/schema';

/** The rules data a new character, or a change of its professions, is checked against. */

export function findRace(db: Db, id: number) {
  return db.selectFrom('races').select(['id']).where('id', '=', id).executeTakeFirst();
}

export function findClass(db: Db, id: number) {
  return db
    .selectFrom('classes')
    .select(['id', 'conflict', 'additional_professions'])
    .where('id', '=', id)
    .executeTakeFirst();
}

export function findRaceClassLinks(db: Db, raceId: number, classId: number) {
  return db
    .selectFrom('race_classes')
    .select(['race_id', 'class_id'])
    .where('race_id', '=', raceId)
    .where('class_id', '=', classId)
    .execute();
}

export function listClassProfessionOptions(db: Db, classId: number) {
  return db
    .selectFrom('class_professions')
    .select(['profession_id', 'mandatory', 'sort_order'])
    .where('class_id', '=', classId)
    .execute();
}

export function listRacesForCreation(db: Db) {
  return db
    .selectFrom('races')
    .select(['id', 'name', 'singular_name', 'description', 'image_path', 'base_hits', 'base_mana'])
    .orderBy('name')
    .execute();
}

export function listClassesForCreation(db: Db, includeConflict: boolean) {
  let query = db
    .selectFrom('classes')
    .select(['id', 'name', 'description', 'conflict', 'additional_professions'])
    .orderBy('name');
  if (!includeConflict) query = query.where('conflict', '!=', 1);
  return query.execute();
}

export function listRaceClassPairs(db: Db) {
  return db
    .selectFrom('race_classes')
    .select(['race_id', 'class_id'])
    .orderBy('race_id')
    .orderBy('class_id')
    .execute();
}

/** Whether `path` names an image `userId` uploaded: a member's avatar is their own upload. */
export async function ownUploadExists(db: Db, path: string, userId: number): Promise<boolean> {
  const row = await db
    .selectFrom('uploads')
    .select('id')
    .where('path', '=', path)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row !== undefined;
}
