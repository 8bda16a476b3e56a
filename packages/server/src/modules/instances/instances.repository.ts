import type { Db } from '../../db/schema';

export const DATA_GENERATION_KEY = 'data_generation';

export interface InstanceRow {
  id: string;
  host: string;
  pid: number;
  started_at: string;
  seen_at: string;
}

export async function insertInstance(db: Db, row: InstanceRow): Promise<void> {
  await db.insertInto('server_instances').values(row).execute();
}

/** False when the row is gone (removed by hand): the caller registers again. */
export async function touchInstance(db: Db, id: string, seenAt: string): Promise<boolean> {
  const result = await db
    .updateTable('server_instances')
    .set({ seen_at: seenAt })
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function deleteInstance(db: Db, id: string): Promise<void> {
  await db.deleteFrom('server_instances').where('id', '=', id).execute();
}

/** Rows of servers that died without a clean shutdown, once they are long silent. */
export async function deleteInstancesSeenBefore(db: Db, before: string): Promise<void> {
  await db.deleteFrom('server_instances').where('seen_at', '<', before).execute();
}

export function instancesSeenSince(db: Db, since: string): Promise<InstanceRow[]> {
  return db
    .selectFrom('server_instances')
    .selectAll()
    .where('seen_at', '>=', since)
    .orderBy('seen_at', 'desc')
    .execute();
}

export async function readDataGeneration(db: Db): Promise<string> {
  const row = await db
    .selectFrom('meta')
    .select('value')
    .where('key', '=', DATA_GENERATION_KEY)
    .executeTakeFirst();
  return row?.value ?? '0';
}

/** Called inside the restore's transaction: servers compare it to the one they started with. */
export async function bumpDataGeneration(trx: Db): Promise<string> {
  const current = await readDataGeneration(trx);
  const next = String((Number.parseInt(current, 10) || 0) + 1);
  const updated = await trx
    .updateTable('meta')
    .set({ value: next })
    .where('key', '=', DATA_GENERATION_KEY)
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) === 0) {
    await trx.insertInto('meta').values({ key: DATA_GENERATION_KEY, value: next }).execute();
  }
  return next;
}

const JWT_SECRET_KEY = 'jwt_secret';

export async function readJwtSecret(db: Db): Promise<string | null> {
  const row = await db
    .selectFrom('meta')
    .select('value')
    .where('key', '=', JWT_SECRET_KEY)
    .executeTakeFirst();
  return row?.value ?? null;
}

/** Keeps the first secret written: a concurrent writer's is read back, never replaced. */
export async function insertJwtSecret(db: Db, secret: string): Promise<void> {
  await db
    .insertInto('meta')
    .values({ key: JWT_SECRET_KEY, value: secret })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
}
