import type { Insertable, Updateable } from 'kysely';
import type { ClassRow, Database, Db } from '../../db/schema';
import { afterLast } from './sort-order';

export type NewClass = Insertable<Database['classes']>;
export type ClassUpdate = Updateable<Database['classes']>;

export interface ClassProfessionRow {
  id: number;
  name: string;
  mandatory: number;
  sort_order: number;
}

export function listClasses(db: Db): Promise<ClassRow[]> {
  return db.selectFrom('classes').selectAll().orderBy('name').orderBy('id').execute();
}

export function findClass(db: Db, id: number): Promise<ClassRow | undefined> {
  return db.selectFrom('classes').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The ids among `ids` that name existing classes. */
export async function existingClassIds(db: Db, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db.selectFrom('classes').select('id').where('id', 'in', ids).execute();
  return new Set(rows.map((row) => row.id));
}

export function insertClass(db: Db, values: NewClass): Promise<ClassRow> {
  return db.insertInto('classes').values(values).returningAll().executeTakeFirstOrThrow();
}

export function updateClass(
  db: Db,
  id: number,
  changes: ClassUpdate,
): Promise<ClassRow | undefined> {
  return db
    .updateTable('classes')
    .set(changes)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
}

export async function deleteClass(db: Db, id: number): Promise<void> {
  await db.deleteFrom('classes').where('id', '=', id).execute();
}

export async function countCharactersOfClass(db: Db, classId: number): Promise<number> {
  const row = await db
    .selectFrom('characters')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('class_id', '=', classId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** The class's professions, in their order (mandatory and optional together). */
export function listClassProfessions(db: Db, classId: number): Promise<ClassProfessionRow[]> {
  return db
    .selectFrom('class_professions as cp')
    .innerJoin('professions as p', 'p.id', 'cp.profession_id')
    .select([
      'p.id as id',
      'p.name as name',
      'cp.mandatory as mandatory',
      'cp.sort_order as sort_order',
    ])
    .where('cp.class_id', '=', classId)
    .orderBy('cp.sort_order')
    .orderBy('p.name')
    .execute();
}

export async function insertClassProfession(
  db: Db,
  link: { classId: number; professionId: number; mandatory: number },
): Promise<void> {
  // After the last one: the manager's drop adds at the end of the column.
  const last = await db
    .selectFrom('class_professions')
    .select((eb) => eb.fn.max<number | null>('sort_order').as('max'))
    .where('class_id', '=', link.classId)
    .executeTakeFirst();
  await db
    .insertInto('class_professions')
    .values({
      class_id: link.classId,
      profession_id: link.professionId,
      mandatory: link.mandatory,
      sort_order: afterLast(last?.max),
    })
    .execute();
}

export async function updateClassProfession(
  db: Db,
  classId: number,
  professionId: number,
  changes: { mandatory: number; sort_order: number },
): Promise<void> {
  await db
    .updateTable('class_professions')
    .set(changes)
    .where('class_id', '=', classId)
    .where('profession_id', '=', professionId)
    .execute();
}

export async function deleteClassProfession(
  db: Db,
  classId: number,
  professionId: number,
): Promise<void> {
  await db
    .deleteFrom('class_professions')
    .where('class_id', '=', classId)
    .where('profession_id', '=', professionId)
    .execute();
}
