import type { Kysely } from 'kysely';
import type { Role } from '@club/shared/constants';
import { ERROR_CODES } from '@club/shared/contract/errors';
import { USER_ERROR_CODES } from '@club/shared/contract/users';
import type { Database } from '../../db/schema';
import { conflict, notFound } from '../../errors';
import { recordAudit } from '../audit/audit.repository';
import { lockBoardMembers } from '../../db/locks';
import { isUniqueViolation } from '../../db/storage-errors';
import { findAccountByEmail, insertAccount, type AccountRow } from './auth.repository';
import { requireAcceptablePassword } from './password-policy';
import { hashPassword } from './passwords';

/**
 * Account changes made outside the API (the command line and first start): they have no
 * logged-in actor, so the audit log records them with none.
 */

export async function createAccount(
  db: Kysely<Database>,
  input: { name: string; email: string; password: string; role: Role },
): Promise<AccountRow> {
  await requireAcceptablePassword(input);
  const passwordHash = await hashPassword(input.password);
  try {
    return await db.transaction().execute(async (trx) => {
      const account = await insertAccount(trx, {
        name: input.name,
        email: input.email,
        role: input.role,
        passwordHash,
      });
      await recordAudit(trx, {
        actorId: null,
        action: 'create',
        entity: 'user',
        entityId: account.id,
        after: { name: account.name, email: account.email, role: account.role },
      });
      return account;
    });
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw conflict(
        ERROR_CODES.emailTaken,
        `An account with the email ${input.email} already exists`,
      );
    }
    throw error;
  }
}

/** A new role ends the user's sessions, so no token carries the old one. */
export async function changeRole(
  db: Kysely<Database>,
  email: string,
  role: Role,
): Promise<{ account: AccountRow; previousRole: string; changed: boolean }> {
  return db.transaction().execute(async (trx) => {
    const account = await findAccountByEmail(trx, email);
    if (!account) throw notFound(`user with the email ${email}`);
    if (account.role === role) return { account, previousRole: account.role, changed: false };
    // The same serialized check as the API's: the club always keeps a board member.
    const boardMembers = await lockBoardMembers(trx);
    if (boardMembers.includes(account.id) && boardMembers.length <= 1) {
      throw conflict(
        USER_ERROR_CODES.lastBoardMember,
        `${account.email} is the last board member; give another account the role bestyrelse first`,
      );
    }
    await trx
      .updateTable('users')
      .set((eb) => ({
        role,
        token_version: eb('token_version', '+', 1),
        updated_at: new Date().toISOString(),
      }))
      .where('id', '=', account.id)
      .execute();
    await recordAudit(trx, {
      actorId: null,
      action: 'role-change',
      entity: 'user',
      entityId: account.id,
      before: { role: account.role },
      after: { role },
    });
    return {
      account: { ...account, role, token_version: account.token_version + 1 },
      previousRole: account.role,
      changed: true,
    };
  });
}

/** Staff are the roles that can run the club: the board and superadmins. */
export async function hasStaffAccount(db: Kysely<Database>): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where('role', 'in', ['superadmin', 'bestyrelse'])
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}
