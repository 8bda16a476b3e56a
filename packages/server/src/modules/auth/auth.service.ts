import type { Kysely } from 'kysely';
import { LOGIN_LIMITS, type Role } from '@club/shared/constants';
import type { AuthResponse, Login, Signup, User } from '@club/shared/contract/auth';
import { ERROR_CODES } from '@club/shared/contract/errors';
import type { Database } from '../../db/schema';
import { AppError, conflict, forbiddenWithCode, unauthorized } from '../../errors';
import { toUser } from './auth.mapper';
import { isUniqueViolation } from '../../db/storage-errors';
import {
  bumpTokenVersion,
  findAccountByEmail,
  insertAccount,
  type AccountRow,
} from './auth.repository';
import * as failures from './login-failures.repository';
import { preparePasswordPolicy, requireAcceptablePassword } from './password-policy';
import { hashPassword, prepareDecoy, verifyDecoy, verifyPassword } from './passwords';
import type { TokenService } from './tokens';

const emailTaken = () =>
  conflict(ERROR_CODES.emailTaken, 'An account with this email already exists');

// One message for both a wrong password and an unknown email, so logins reveal no accounts.
const invalidCredentials = () =>
  unauthorized('Invalid email or password', ERROR_CODES.invalidCredentials);

/** 429 while an email's logins from this address are locked; the message names the minutes left. */
const loginLocked = (until: string, now: number) => {
  const minutes = Math.max(1, Math.ceil((Date.parse(until) - now) / 60_000));
  return new AppError(
    429,
    ERROR_CODES.loginLocked,
    `Too many failed logins for this email from this address. Try again in ${minutes} minutes.`,
    undefined,
    { minutes },
  );
};

export interface AuthDeps {
  db: Kysely<Database>;
  tokens: TokenService;
}

export function createAuthService({ db, tokens }: AuthDeps) {
  void prepareDecoy();
  preparePasswordPolicy();

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
    await requireAcceptablePassword(input);
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

  /**
   * Failed logins are counted per email address, known or not (so a lock reveals no
   * account), and per client address: past the limit the email is locked from that
   * address for a few minutes, even for the right password, while its owner still logs in
   * from any other (decision 007). A successful login clears that address's count.
   */
  async function login(input: Login, client: string): Promise<AuthResponse> {
    const now = Date.now();
    const key = { email: input.email, client };
    const until = await failures.lockedUntil(db, key, new Date(now).toISOString());
    if (until) throw loginLocked(until, now);
    const account = await findAccountByEmail(db, input.email);
    const valid = account
      ? await verifyPassword(account.password_hash, input.password)
      : await verifyDecoy(input.password);
    if (!account || !valid) {
      await countFailure(key, now);
      throw invalidCredentials();
    }
    await failures.clearFailures(db, key);
    // Told only to whoever knows the password, so it reveals no account to others.
    if (account.active !== 1) {
      throw forbiddenWithCode(
        'This account has been deactivated. Ask the board to reactivate it.',
        ERROR_CODES.accountDeactivated,
      );
    }
    return session(account);
  }

  async function countFailure(key: failures.FailureKey, now: number): Promise<void> {
    const at = new Date(now).toISOString();
    const windowStart = new Date(now - LOGIN_LIMITS.windowSeconds * 1000).toISOString();
    await failures.forgetStaleFailures(db, at, windowStart);
    const count = await failures.countFailure(db, key, at, windowStart);
    if (count >= LOGIN_LIMITS.maxFailures) {
      await failures.lock(db, key, new Date(now + LOGIN_LIMITS.lockSeconds * 1000).toISOString());
    }
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

export type AuthService = ReturnType<typeof createAuthService>;
