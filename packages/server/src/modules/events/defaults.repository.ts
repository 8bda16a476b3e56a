import type { Db } from '../../db/schema';

/** What a member usually writes when signing up; one row per member. */

export function findDefaults(db: Db, userId: number) {
  return db
    .selectFrom('member_event_defaults')
    .select(['diet', 'allergies', 'emergency_name', 'emergency_phone'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

export async function saveDefaults(
  db: Db,
  userId: number,
  values: {
    diet: string;
    allergies: string;
    emergency_name: string | null;
    emergency_phone: string | null;
  },
  at: string,
): Promise<void> {
  await db
    .insertInto('member_event_defaults')
    .values({ user_id: userId, ...values, updated_at: at })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ ...values, updated_at: at }))
    .execute();
}
