import type { Kysely } from 'kysely';
import type { Role } from '@club/shared/constants';
import type { AuthResponse, Login, Signup, User } from '@club/shared/contract/auth';
import { ERROR_CODES } from '@club/shared/contract/errors';
import type { Database } from '../../db/schema';
import { conflict, forbiddenWithCode, unauthorized } from '../../errors';
import { toUser } from './auth.mapper';
import {
  bumpTokenVersion,
  findAccountByEmail,
  insertAccount,
  isUniqueViolation,
  type AccountRow,
} from './auth.repository';
import { hashPassword, prepareDecoy, verifyDecoy, verifyPassword } from './passwords';
import type { TokenService } from './tokens';

const emailTaken = () =>
  conflict(ERROR_CODES.emailTaken, 'An account with this email already exists');

// One message for both a wrong password and an unknown email, so logins reveal no accounts.
const invalidCredentials = () =>
  unauthorized('Invalid email or password', ERROR_CODES.invalidCredentials);

export function createAuthService(db: Kysely<Database>, tokens: TokenService) {
  void prepareDecoy();

  async function session(account: AccountRow): Promise<AuthResponse> {
    const token = await tokens.sign({
      sub: account.id,
      role: account.role as Role,
      tv: account.token_version,
    });
    return { token, user: toUser(account) };
  }

  /** New accounts are always plain users: roles are granted by the board, never chosen. */
  async function signup(input: Signup): Promise<AuthResponse> {
    if (await findAccountByEmail(db, input.email)) throw emailTaken();
    const passwordHash = await hashPassword(input.password);
    try {
      const account = await insertAccount(db, {
        name: input.name,
        email: input.email,
        role: 'user',
        passwordHash,
      });
      return await session(account);
    } catch (error) {
      // Two signups for one email at the same moment: the unique index decides.
      if (isUniqueViolation(error)) throw emailTaken();
      throw error;
    }
  }

  async function login(input: Login): Promise<AuthResponse> {
    const account = await findAccountByEmail(db, input.email);
    const valid = account
      ? await verifyPassword(account.password_hash, input.password)
      : await verifyDecoy(input.password);
    if (!account || !valid) throw invalidCredentials();
    // Told only to whoever knows the password, so it reveals no account to others.
    if (account.active !== 1) {
      throw forbiddenWithCode(
        'This account has been deactivated. Ask the board to reactivate it.',
        ERROR_CODES.accountDeactivated,
      );
    }
    return session(account);
  }

  /** Logging out revokes every token the user holds, not only the one sent. */
  async function logout(userId: number): Promise<void> {
    await bumpTokenVersion(db, userId);
  }

  function check(user: { id: number; name: string; email: string; role: string }): { user: User } {
    return { user: toUser(user) };
  }

  return { signup, login, logout, check };
}
