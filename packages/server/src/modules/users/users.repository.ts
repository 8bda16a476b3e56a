import { sql } from 'kysely';
import type { Db } from '../../db/schema';
import { xpSpentTotal, xpTotal } from '../../db/xp';
import { raceNameOnCharacter } from '../../db/race-name';

/** `%` and `_` in a search are letters, not wildcards. */
function likePattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

function summaryQuery(db: Db) {
  return db.selectFrom('users as u').select((eb) => [
    'u.id',
    'u.name',
    'u.email',
    'u.role',
    'u.conflict_allowed',
    'u.active',
    eb
      .selectFrom('characters as c')
      .select((c) => c.fn.countAll<number>().as('n'))
      .whereRef('c.user_id', '=', 'u.id')
      .as('character_count'),
  ]);
}

export type UserSummaryRecord = Awaited<
  ReturnType<ReturnType<typeof summaryQuery>['execute']>
>[number];

export function listUsers(db: Db, search: string | undefined) {
  // A deleted account's tombstone is nobody to manage.
  let query = summaryQuery(db).where('u.deleted_at', 'is', null).orderBy('u.name').orderBy('u.id');
  if (search) {
    const pattern = likePattern(search);
    query = query.where((eb) =>
      eb.or([
        eb(sql`lower(u.name)`, 'like', sql`${pattern} escape '\\'`),
        eb(sql`lower(u.email)`, 'like', sql`${pattern} escape '\\'`),
      ]),
    );
  }
  return query.execute();
}

export function findUserSummary(db: Db, id: number) {
  return summaryQuery(db)
    .where('u.id', '=', id)
    .where('u.deleted_at', 'is', null)
    .executeTakeFirst();
}

export function listCharactersOfUser(db: Db, userId: number) {
  return db
    .selectFrom('characters as c')
    .innerJoin('races as r', 'r.id', 'c.race_id')
    .innerJoin('classes as k', 'k.id', 'c.class_id')
    .select((eb) => [
      'c.id',
      'c.name',
      raceNameOnCharacter(),
      'k.name as class_name',
      'c.allow_update',
      'c.is_active',
      xpTotal(eb, 'c.id').as('xp'),
      xpSpentTotal(eb, 'c.id').as('xp_spent'),
      eb
        .selectFrom('character_abilities as s')
        .select((s) => s.fn.countAll<number>().as('n'))
        .whereRef('s.character_id', '=', 'c.id')
        .where('s.is_unlocked', '=', 1)
        .as('saved_abilities'),
    ])
    .where('c.user_id', '=', userId)
    .orderBy('c.id')
    .execute();
}

export async function emailTakenByOther(db: Db, email: string, userId: number): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where(sql`lower(email)`, '=', email.toLowerCase())
    .where('id', '!=', userId)
    .executeTakeFirst();
  return row !== undefined;
}

export function countUsersWithRole(db: Db, role: string, activeOnly = false): Promise<number> {
  let query = db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('role', '=', role);
  if (activeOnly) query = query.where('active', '=', 1);
  return query.executeTakeFirstOrThrow().then((row) => Number(row.n));
}

/** Deactivating also ends every session at once: the token version moves on. */
export async function setUserActive(db: Db, id: number, active: boolean): Promise<void> {
  await db
    .updateTable('users')
    .set((eb) => ({
      active: active ? 1 : 0,
      token_version: eb('token_version', '+', 1),
      updated_at: new Date().toISOString(),
    }))
    .where('id', '=', id)
    .execute();
}

export async function updateUser(
  db: Db,
  id: number,
  changes: { name?: string; email?: string; conflict_allowed?: number; role?: string },
  revokeTokens: boolean,
): Promise<void> {
  await db
    .updateTable('users')
    .set((eb) => ({
      ...changes,
      ...(revokeTokens ? { token_version: eb('token_version', '+', 1) } : {}),
      updated_at: new Date().toISOString(),
    }))
    .where('id', '=', id)
    .execute();
}
