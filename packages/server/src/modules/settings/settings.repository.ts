import type { Db } from '../../db/schema';

/** The stored row of a setting, or undefined while the board has never set it. */
export function findSetting(db: Db, key: string) {
  return db
    .selectFrom('settings')
    .select(['key', 'value'])
    .where('key', '=', key)
    .executeTakeFirst();
}

export async function saveSetting(
  db: Db,
  setting: { key: string; value: string | null; updatedBy: number },
): Promise<void> {
  const row = {
    value: setting.value,
    updated_by: setting.updatedBy,
    updated_at: new Date().toISOString(),
  };
  await db
    .insertInto('settings')
    .values({ key: setting.key, ...row })
    .onConflict((oc) => oc.column('key').doUpdateSet(row))
    .execute();
}
