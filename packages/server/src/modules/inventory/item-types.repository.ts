import { sql } from 'kysely';
import type { Db, ItemTypeRow, ItemTypeUpdateRow, NewItemType } from '../../db/schema';

/** The catalogue by name; `hidden` false leaves out the types players do not see. */
export function listItemTypes(db: Db, options: { hidden: boolean }): Promise<ItemTypeRow[]> {
  let query = db.selectFrom('item_types').selectAll().orderBy('name').orderBy('id');
  if (!options.hidden) query = query.where('visible_to_players', '=', 1);
  return query.execute();
}

export function findItemType(db: Db, id: number): Promise<ItemTypeRow | undefined> {
  return db.selectFrom('item_types').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findItemTypes(db: Db, ids: readonly number[]): Promise<ItemTypeRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('item_types')
    .selectAll()
    .where('id', 'in', [...ids])
    .execute();
}

/** Another type of this name, compared without case ("Sølv" and "sølv" are one name). */
export async function nameTakenByOther(
  db: Db,
  name: string,
  exceptId: number | null,
): Promise<boolean> {
  let query = db
    .selectFrom('item_types')
    .select('id')
    .where(sql<string>`lower(name)`, '=', name.toLowerCase());
  if (exceptId !== null) query = query.where('id', '<>', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

export async function insertItemType(db: Db, values: NewItemType): Promise<ItemTypeRow> {
  return db.insertInto('item_types').values(values).returningAll().executeTakeFirstOrThrow();
}

export async function updateItemType(
  db: Db,
  id: number,
  change: ItemTypeUpdateRow,
): Promise<ItemTypeRow | undefined> {
  return db
    .updateTable('item_types')
    .set(change)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
}

export async function deleteItemType(db: Db, id: number): Promise<void> {
  await db.deleteFrom('item_types').where('id', '=', id).execute();
}

/** Whether the ledger, a piece or an event's envelope names the type. */
export async function isItemTypeInUse(db: Db, id: number): Promise<boolean> {
  const inLedger = await db
    .selectFrom('item_transfers')
    .select('id')
    .where('item_type_id', '=', id)
    .limit(1)
    .executeTakeFirst();
  if (inLedger) return true;
  const piece = await db
    .selectFrom('items')
    .select('id')
    .where('item_type_id', '=', id)
    .limit(1)
    .executeTakeFirst();
  if (piece) return true;
  const line = await db
    .selectFrom('envelope_lines')
    .select('rule_id')
    .where('item_type_id', '=', id)
    .limit(1)
    .executeTakeFirst();
  if (line) return true;
  const handBack = await db
    .selectFrom('envelope_hand_backs')
    .select('event_id')
    .where('item_type_id', '=', id)
    .limit(1)
    .executeTakeFirst();
  return handBack !== undefined;
}
