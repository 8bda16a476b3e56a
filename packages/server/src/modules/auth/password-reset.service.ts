import type { Kysely } from 'kysely';
import { INVITATION_TOKEN_TTL_SECONDS, RESET_TOKEN_TTL_SECONDS } from '@club/shared/constants';
import type { ResetPassword } from '@club/shared/contract/auth';
import { ERROR_CODES } from '@club/shared/contract/errors';
import type { Database } from '../../db/schema';
import { badRequest } from '../../errors';
import type { MailLog, Mailer } from '../mail/mailer';
import { invitationMail, resetPasswordMail } from './reset-password-mail';
import {
  claimPasswordReset,
  findAccountByEmail,
  findAccountById,
  findPasswordReset,
  insertPasswordReset,
  retireOutstandingResets,
  setPasswordAndBumpTokenVersion,
} from './auth.repository';
import { clearAllFailures } from './login-failures.repository';
import { requireAcceptablePassword } from './password-policy';
import { hashPassword } from './passwords';
import { createResetToken, hashResetToken } from './reset-tokens';

// Used, expired, unknown and tampered tokens all get this one answer.
const invalidResetToken = () =>
  badRequest(
    'Invalid or expired reset token',
    [{ field: 'token', message: 'Invalid or expired reset token' }],
    ERROR_CODES.invalidResetToken,
  );

export interface PasswordResetDeps {
  db: Kysely<Database>;
  mailer: Mailer;
  /** Ends with '/'; the web app's reset screen lives at `reset-password` below it. */
  publicUrl: string;
  log: MailLog;
}

export function createPasswordResetService(deps: PasswordResetDeps) {
  const { db, mailer, log } = deps;

  /**
   * Whether or not the email has an account, the caller learns nothing: the route only
   * queues the address and this runs at the queue's next tick (reset-request-queue.ts), so
   * neither the lookup, the token row nor the mail can be timed against an answer.
   */
  async function requestReset(email: string): Promise<void> {
    const account = await findAccountByEmail(db, email);
    // A deactivated account gets no link: its owner is to ask the board instead. Nor does a
    // person of a household without a login of their own: a guardian hands one over.
    if (!account || account.active !== 1 || account.own_login !== 1) return;
    await sendLink(account, 'reset');
  }

  /**
   * Mails a set-password link: a reset link valid for an hour, or the invitation to a new
   * account, valid for a week. The mail leaves in the background.
   */
  async function sendLink(
    account: { id: number; name: string; email: string; language: string },
    kind: 'reset' | 'invitation',
  ): Promise<void> {
    const ttl = kind === 'invitation' ? INVITATION_TOKEN_TTL_SECONDS : RESET_TOKEN_TTL_SECONDS;
    const { token, tokenHash } = createResetToken();
    const expiresAt = new Date(Date.now() + ttl * 1000).toISOString();
    await insertPasswordReset(db, { userId: account.id, tokenHash, expiresAt });
    const query = `token=${encodeURIComponent(token)}${kind === 'invitation' ? '&invite=1' : ''}`;
    const link = `${deps.publicUrl}reset-password?${query}`;
    if (mailer.kind === 'outbox') log.info({ userId: account.id, link }, `password ${kind} link`);
    const mail = {
      to: account.email,
      name: account.name,
      link,
      validMinutes: ttl / 60,
      language: account.language,
    };
    mailer.dispatch(kind === 'invitation' ? invitationMail(mail) : resetPasswordMail(mail));
  }

  /** A reset also revokes the user's sessions and every other reset link they were sent. */
  async function resetPassword(input: ResetPassword): Promise<void> {
    const reset = await findPasswordReset(db, hashResetToken(input.token));
    const now = new Date().toISOString();
    if (!reset || reset.used_at !== null || reset.expires_at <= now) throw invalidResetToken();
    // A refused password leaves the link usable for a better one.
    const account = await findAccountById(db, reset.user_id);
    if (!account) throw invalidResetToken();
    await requireAcceptablePassword({
      password: input.password,
      email: account.email,
      name: account.name,
    });
    const passwordHash = await hashPassword(input.password);
    await db.transaction().execute(async (trx) => {
      if (!(await claimPasswordReset(trx, reset.id, now))) throw invalidResetToken();
      await setPasswordAndBumpTokenVersion(trx, reset.user_id, passwordHash);
      await retireOutstandingResets(trx, reset.user_id, now);
      // Whoever proved they own the email gets in at once, even past a lock others caused.
      await clearAllFailures(trx, account.email);
    });
  }

  return { requestReset, resetPassword, sendLink };
}

export type PasswordResetService = ReturnType<typeof createPasswordResetService>;
