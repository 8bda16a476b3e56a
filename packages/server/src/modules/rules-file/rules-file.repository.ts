import type { Database, Db } from '../../db/schema';

/** Reads and writes of the whole rules data, for the rules file (export and import). */

export function readAllRulesData(db: Db) {
  return Promise.all([
    db.selectFrom('races').selectAll().orderBy('name').orderBy('id').execute(),
    db.selectFrom('classes').selectAll().orderBy('name').orderBy('id').execute(),
    db
      .selectFrom('professions')
      .selectAll()
      .orderBy('sort_order')
      .orderBy('name')
      .orderBy('id')
      .execute(),
    db.selectFrom('abilities').selectAll().orderBy('name').orderBy('id').execute(),
    db.selectFrom('special_abilities').selectAll().orderBy('name').orderBy('id').execute(),
    db.selectFrom('languages').selectAll().orderBy('name').orderBy('id').execute(),
    db.selectFrom('race_classes').selectAll().execute(),
    db
      .selectFrom('class_professions')
      .selectAll()
      .orderBy('class_id')
      .orderBy('mandatory', 'desc')
      .orderBy('sort_order')
      .orderBy('profession_id')
      .execute(),
    db
      .selectFrom('profession_abilities')
      .selectAll()
      .orderBy('profession_id')
      .orderBy('order_learned')
      .execute(),
    db
      .selectFrom('ability_special_abilities')
      .selectAll()
      .orderBy('ability_id')
      .orderBy('sort_order')
      .orderBy('special_ability_id')
      .execute(),
    db.selectFrom('item_types').selectAll().orderBy('name').orderBy('id').execute(),
    db.selectFrom('recipes').selectAll().execute(),
    db
      .selectFrom('recipe_lines')
      .selectAll()
      .orderBy('special_ability_id')
      .orderBy('direction')
      .orderBy('position')
      .execute(),
  ] as const);
}

type Table = keyof Database;

/** Inserts a row and answers its id. */
export async function insertReturningId<T extends Table>(
  db: Db,
  table: T,
  values: Record<string, unknown>,
): Promise<number> {
  const row = await db
    .insertInto(table)
    .values(values as never)
    .returning('id' as never)
    .executeTakeFirstOrThrow();
  return Number((row as unknown as { id: number }).id);
}

/** Link rows (no id), in chunks so a large world stays within the engines' parameter limits. */
export async function insertLinks<T extends Table>(
  db: Db,
  table: T,
  rows: Record<string, unknown>[],
): Promise<void> {
  for (let i = 0; i < rows.length; i += 200) {
    await db
      .insertInto(table)
      .values(rows.slice(i, i + 200) as never)
      .execute();
  }
}
