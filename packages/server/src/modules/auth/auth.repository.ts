import { claimOnce } from '../../db/claims';
import type { Db, UserRow } from '../../db/schema';

export type AccountRow = Pick<
  UserRow,
  | 'id'
  | 'name'
  | 'email'
  | 'role'
  | 'password_hash'
  | 'token_version'
  | 'active'
  | 'language'
  | 'own_login'
>;

const ACCOUNT_COLUMNS = [
  'id',
  'name',
  'email',
  'role',
  'password_hash',
  'token_version',
  'active',
  'language',
  'own_login',
] as const;

export function findAccountByEmail(db: Db, email: string): Promise<AccountRow | undefined> {
  return db
    .selectFrom('users')
    .select(ACCOUNT_COLUMNS)
    .where('email', '=', email)
    .executeTakeFirst();
}

export function findAccountById(db: Db, id: number): Promise<AccountRow | undefined> {
  return db.selectFrom('users').select(ACCOUNT_COLUMNS).where('id', '=', id).executeTakeFirst();
}

export function insertAccount(
  db: Db,
  account: { name: string; email: string; role: string; passwordHash: string },
): Promise<AccountRow> {
  const now = new Date().toISOString();
  return db
    .insertInto('users')
    .values({
      name: account.name,
      email: account.email,
      role: account.role,
      password_hash: account.passwordHash,
      created_at: now,
      updated_at: now,
    })
    .returning(ACCOUNT_COLUMNS)
    .executeTakeFirstOrThrow();
}

/** Every token signed with an older version stops working. */
export async function bumpTokenVersion(db: Db, userId: number): Promise<void> {
  await db
    .updateTable('users')
    .set((eb) => ({
      token_version: eb('token_version', '+', 1),
      updated_at: new Date().toISOString(),
    }))
    .where('id', '=', userId)
    .execute();
}

export async function setPasswordAndBumpTokenVersion(
  db: Db,
  userId: number,
  passwordHash: string,
): Promise<void> {
  await db
    .updateTable('users')
    .set((eb) => ({
      password_hash: passwordHash,
      token_version: eb('token_version', '+', 1),
      updated_at: new Date().toISOString(),
    }))
    .where('id', '=', userId)
    .execute();
}

export async function insertPasswordReset(
  db: Db,
  reset: { userId: number; tokenHash: string; expiresAt: string },
): Promise<void> {
  await db
    .insertInto('password_resets')
    .values({
      user_id: reset.userId,
      token_hash: reset.tokenHash,
      expires_at: reset.expiresAt,
      created_at: new Date().toISOString(),
    })
    .execute();
}

export function findPasswordReset(db: Db, tokenHash: string) {
  return db
    .selectFrom('password_resets')
    .select(['id', 'user_id', 'expires_at', 'used_at'])
    .where('token_hash', '=', tokenHash)
    .executeTakeFirst();
}

/** Marks one reset as used unless another request got there first; true when this one did. */
export function claimPasswordReset(db: Db, resetId: number, usedAt: string): Promise<boolean> {
  return claimOnce(db, 'password_resets', 'used_at', resetId, usedAt);
}

export async function retireOutstandingResets(
  db: Db,
  userId: number,
  usedAt: string,
): Promise<void> {
  await db
    .updateTable('password_resets')
    .set({ used_at: usedAt })
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .execute();
}
