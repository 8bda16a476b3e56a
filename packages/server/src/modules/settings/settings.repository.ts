import { compiledOnce, slot } from '../../db/compiled-once';
import type { Db } from '../../db/schema';

/** The stored row of a setting, or undefined while the board has never set it. */
// Read by every sign-up (the payment instructions its mail carries): compiled once.
const setting = compiledOnce((db) =>
  db.selectFrom('settings').select(['key', 'value']).where('key', '=', slot('key')),
);

export async function findSetting(db: Db, key: string) {
  const {
    rows: [row],
  } = await setting(db, { key });
  return row;
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
