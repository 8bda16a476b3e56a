import type { Kysely, Transaction } from 'kysely';
import type { Role } from '@club/shared/constants';
import {
  ACCOUNT_ERROR_CODES,
  ACCOUNT_LIMITS,
  ANONYMISED,
  type AccountDelete,
  type AccountExport,
  type EmailChange,
  type EmailConfirm,
  type MeResponse,
  type PasswordChange,
  type PasswordChangeResponse,
} from '@club/shared/contract/account';
import { ERROR_CODES } from '@club/shared/contract/errors';
import { paymentState } from '@club/shared/rules/payments';
import { isLastActiveBoardMember } from '@club/shared/rules/permissions';
import type { Preferences } from '@club/shared/contract/notifications';
import { lockBoardMembers, lockUser } from '../../db/locks';
import type { Database } from '../../db/schema';
import { isUniqueViolation } from '../../db/storage-errors';
import { badRequest, conflict, notFound, unauthorized } from '../../errors';
import { recordAudit } from '../audit/audit.repository';
import { toUser } from '../auth/auth.mapper';
import { retireOutstandingResets, setPasswordAndBumpTokenVersion } from '../auth/auth.repository';
import { requireAcceptablePassword } from '../auth/password-policy';
import { hashPassword, verifyPassword } from '../auth/passwords';
import { createResetToken, hashResetToken } from '../auth/reset-tokens';
import type { TokenService } from '../auth/tokens';
import { toBackground, toComment } from '../backgrounds/backgrounds.mapper';
import { reasonParams } from '../characters/characters.mapper';
import {
  findBackground,
  listComments,
  listCommentsWrittenElsewhere,
} from '../backgrounds/backgrounds.repository';
import { emergencyContact } from '../events/events.mapper';
import type { Promotion } from '../events/waitlist';
import type { Mailer } from '../mail/mailer';
import { listConsentsAbout, listConsentsGivenBy } from '../household/consents.repository';
import * as household from '../household/household.repository';
import { listSoleWards } from '../household/household.repository';
import { toNotification } from '../notifications/notifications.mapper';
import { toReport } from '../reports/reports.mapper';
import { listUserReportDrafts, listUserReports } from '../reports/reports.repository';
import { countUsersWithRole } from '../users/users.repository';
import { anonymiseJson, tombstoneEmail } from './account.mapper';
import * as repo from './account.repository';
import { emailChangeMail } from './email-change-mail';

const HOUR_MS = 60 * 60 * 1000;

const wrongPassword = (field: string) =>
  badRequest(
    'The password is not right',
    [{ field, message: 'The password is not right' }],
    ACCOUNT_ERROR_CODES.wrongPassword,
  );

const invalidEmailToken = () =>
  badRequest(
    'Invalid or expired confirmation link',
    [{ field: 'token', message: 'Invalid or expired confirmation link' }],
    ACCOUNT_ERROR_CODES.invalidEmailToken,
  );

const emailTaken = () =>
  conflict(ERROR_CODES.emailTaken, 'An account with this email already exists');

/**
 * The member's own account (contract/account.ts). Every call acts on the caller; none
 * logs a name, an email or a link.
 */
export interface AccountDeps {
  db: Kysely<Database>;
  mailer: Mailer;
  /** Ends with '/': the confirmation link is under it. */
  publicUrl: string;
  tokens: TokenService;
  /** The member's mail preferences, for the export (notifications). */
  preferences: (userId: number) => Promise<Preferences>;
  /**
   * The places the member's coming sign-ups free: moved up from the waitlist inside the
   * deletion's transaction, and announced once it has committed (events).
   */
  places: {
    release: (
      trx: Transaction<Database>,
      places: readonly { event_id: number; role: string }[],
    ) => Promise<Promotion[]>;
    released: (promoted: readonly Promotion[]) => Promise<void>;
  };
  /**
   * The characters' things (inventory): their holdings and history for the export, and,
   * inside the deletion's transaction, everything they hold handed to the bank.
   */
  holdings: {
    exportOf: (characterIds: readonly number[]) => Promise<AccountExport['inventory']>;
    releaseToBank: (
      trx: Transaction<Database>,
      characterIds: readonly number[],
      at: string,
    ) => Promise<void>;
  };
}

export function createAccountService(deps: AccountDeps) {
  const { db } = deps;
  async function me(userId: number) {
    const user = await repo.findLiveUser(db, userId);
    // The session plugin turns deleted accounts away; this is the last word.
    if (!user) throw unauthorized();
    return user;
  }

  async function checkPassword(userId: number, password: string, field: string) {
    const user = await me(userId);
    if (!(await verifyPassword(user.password_hash, password))) throw wrongPassword(field);
    return user;
  }

  async function rename(userId: number, name: string): Promise<MeResponse> {
    await me(userId);
    await repo.setName(db, userId, name);
    return { user: toUser(await me(userId)) };
  }

  async function requestEmailChange(userId: number, input: EmailChange): Promise<void> {
    const user = await checkPassword(userId, input.password, 'password');
    if (input.email === user.email.toLowerCase()) {
      throw badRequest(
        'That is already your email address',
        [{ field: 'email', message: 'That is already your email address' }],
        ACCOUNT_ERROR_CODES.sameEmail,
      );
    }
    if (await repo.emailTakenByOther(db, input.email, userId)) throw emailTaken();
    const { token, tokenHash } = createResetToken();
    await repo.replaceEmailChange(db, {
      userId,
      newEmail: input.email,
      tokenHash,
      expiresAt: new Date(Date.now() + ACCOUNT_LIMITS.emailTokenHours * HOUR_MS).toISOString(),
    });
    deps.mailer.dispatch(
      emailChangeMail({
        to: input.email,
        name: user.name,
        link: `${deps.publicUrl}account/confirm-email?token=${encodeURIComponent(token)}`,
        validHours: ACCOUNT_LIMITS.emailTokenHours,
        language: user.language,
      }),
    );
  }

  async function confirmEmail(input: EmailConfirm): Promise<MeResponse> {
    const change = await repo.findEmailChange(db, hashResetToken(input.token));
    const now = new Date().toISOString();
    if (!change || change.used_at !== null || change.expires_at <= now) throw invalidEmailToken();
    if (!(await repo.findLiveUser(db, change.user_id))) throw invalidEmailToken();
    try {
      await db.transaction().execute(async (trx) => {
        if (!(await repo.claimEmailChange(trx, change.id, now))) throw invalidEmailToken();
        if (await repo.emailTakenByOther(trx, change.new_email, change.user_id)) throw emailTaken();
        await repo.setEmail(trx, change.user_id, change.new_email);
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw emailTaken();
      throw error;
    }
    const user = await repo.findLiveUser(db, change.user_id);
    if (!user) throw notFound('account');
    return { user: toUser(user) };
  }

  /** As a password reset does: every session ends; this one gets a fresh token. */
  async function changePassword(
    userId: number,
    input: PasswordChange,
  ): Promise<PasswordChangeResponse> {
    const user = await checkPassword(userId, input.current_password, 'current_password');
    await requireAcceptablePassword({
      password: input.password,
      email: user.email,
      name: user.name,
    });
    const passwordHash = await hashPassword(input.password);
    await db.transaction().execute(async (trx) => {
      await setPasswordAndBumpTokenVersion(trx, userId, passwordHash);
      await retireOutstandingResets(trx, userId, new Date().toISOString());
    });
    const after = await me(userId);
    const token = await deps.tokens.sign({
      sub: after.id,
      role: after.role as Role,
      tv: after.token_version,
    });
    return { token, user: toUser(after) };
  }

  async function exportData(userId: number): Promise<AccountExport> {
    const user = await me(userId);
    const characters = await repo.listCharacters(db, userId);
    const ids = characters.map((character) => character.id);
    const [
      professions,
      sheets,
      xp,
      changeRequests,
      signups,
      reports,
      written,
      notes,
      prefs,
      things,
      defaults,
      drafts,
    ] = await Promise.all([
      repo.listProfessions(db, ids),
      repo.listSheets(db, ids),
      repo.listXp(db, ids),
      repo.listChangeRequests(db, ids),
      repo.listSignups(db, userId),
      listUserReports(db, userId),
      listCommentsWrittenElsewhere(db, userId),
      repo.listAllNotifications(db, userId),
      deps.preferences(userId),
      deps.holdings.exportOf(ids),
      repo.findEventDefaults(db, userId),
      listUserReportDrafts(db, userId),
    ]);
    const [people, guardians, consentsAbout, consentsGiven] = await Promise.all([
      household.listPeopleOf(db, userId),
      household.listGuardians(db, [userId]),
      listConsentsAbout(db, userId),
      listConsentsGivenBy(db, userId),
    ]);
    const signupIds = signups.map((row) => row.id);
    const [payments, threads] = await Promise.all([
      repo.listSignupPayments(db, signupIds),
      repo.listSignupThreads(db, signupIds),
    ]);
    const exported: AccountExport['characters'] = [];
    for (const character of characters) {
      const ledger = xp.filter((row) => row.character_id === character.id);
      exported.push({
        id: character.id,
        name: character.name,
        race: character.race,
        class: character.class,
        description: character.description,
        is_active: character.is_active === 1,
        created_at: character.created_at,
        professions: professions
          .filter((row) => row.character_id === character.id)
          .map((row) => row.name),
        sheet: sheets
          .filter((row) => row.character_id === character.id)
          .map((row) => ({
            profession: row.profession,
            ability: row.ability,
            special_ability: row.special_ability,
          })),
        xp: {
          total: ledger.reduce((sum, row) => sum + row.amount, 0),
          ledger: ledger.map((row) => ({
            amount: row.amount,
            reason: row.reason,
            reason_key: row.reason_key,
            reason_params: reasonParams(row.reason_key, row.reason_params),
            created_at: row.created_at,
          })),
        },
        background: toBackground(character, await findBackground(db, character.id)),
        // The owner's view of the thread: staff-only notes are not theirs to take.
        comments: (await listComments(db, character.id, false)).map(toComment),
        change_requests: changeRequests
          .filter((row) => row.character_id === character.id)
          .map((row) => ({
            message: row.message,
            status: row.status,
            reason: row.reason,
            created_at: row.created_at,
          })),
      });
    }
    return {
      household: {
        birth_date: user.birth_date,
        people: people.map((row) => ({ id: row.id, name: row.name, birth_date: row.birth_date })),
        guardians: guardians.map((row) => ({ name: row.name, phone: row.phone })),
      },
      consents: { about_me: consentsAbout, given_by_me: consentsGiven },
      exported_at: new Date().toISOString(),
      account: {
        id: user.id,
        name: user.name,
        email: user.email,
        role: user.role,
        created_at: user.created_at,
      },
      preferences: prefs,
      event_defaults: defaults
        ? {
            diet: defaults.diet,
            allergies: defaults.allergies,
            emergency_contact:
              defaults.emergency_name !== null && defaults.emergency_phone !== null
                ? { name: defaults.emergency_name, phone: defaults.emergency_phone }
                : null,
          }
        : null,
      characters: exported,
      signups: signups.map((row) => ({
        event_id: row.event_id,
        event_title: row.event_title,
        event_starts_at: row.event_starts_at,
        role: row.role,
        status: row.status,
        character_id: row.character_id,
        diet: row.diet,
        allergies: row.allergies,
        emergency_contact: emergencyContact(row),
        photo_consent: row.photo_consent === 1,
        note: row.note,
        ...paymentOf(row),
        amount_due: row.amount_due,
        payments: payments
          .filter((entry) => entry.signup_id === row.id)
          .map((entry) => ({ amount: entry.amount, created_at: entry.created_at })),
        messages: threads
          .filter((message) => message.signup_id === row.id)
          .map((message) => ({
            from_staff: message.from_staff === 1,
            body: message.body,
            created_at: message.created_at,
          })),
        checked_in_at: row.checked_in_at,
        checked_out_at: row.checked_out_at,
        created_at: row.created_at,
      })),
      reports: reports.map(toReport),
      report_drafts: drafts,
      comments_written: written.map(toComment),
      notifications: notes.map(toNotification),
      inventory: things,
    };
  }

  /** A sign-up's payment as the member sees it on the event page. */
  function paymentOf(row: Parameters<typeof paymentState>[0]) {
    const state = paymentState(row);
    return {
      payment_status: state.payment_status,
      paid_amount: state.paid_amount,
      amount_owed: state.amount_owed,
      refund_due: state.refund_due,
    };
  }

  /**
   * Deletes the account in one transaction (contract/account.ts AccountDeleteSchema). The
   * board check runs on the locked board, so the last two board members deleting
   * themselves at once cannot both go.
   */
  async function deleteAccount(userId: number, input: AccountDelete): Promise<void> {
    await checkPassword(userId, input.password, 'password');
    await eraseAccount(userId);
  }

  /**
   * Deletes the account and its data in one transaction, leaving a nameless tombstone: a
   * member's own deletion after the password check, or a guardian's of a person in their
   * household who has no login of their own.
   */
  async function eraseAccount(userId: number): Promise<void> {
    const promoted = await db.transaction().execute(async (trx) => {
      await lockUser(trx, userId);
      const current = await repo.findLiveUser(trx, userId);
      if (!current) throw unauthorized();
      // A child nobody else is guardian of would be left with no one to act for them.
      const wards = await listSoleWards(trx, userId);
      if (wards.length > 0) {
        throw conflict(
          ACCOUNT_ERROR_CODES.onlyGuardian,
          `You are the only guardian of ${wards.map((ward) => ward.name).join(', ')}: invite another guardian, hand them a login of their own or remove them from your household first`,
          undefined,
          { count: wards.length },
        );
      }
      if (current.role === 'bestyrelse') {
        await lockBoardMembers(trx);
        const activeBoard = await countUsersWithRole(trx, 'bestyrelse', true);
        if (
          isLastActiveBoardMember({ role: current.role, active: current.active === 1 }, activeBoard)
        ) {
          throw conflict(
            ACCOUNT_ERROR_CODES.lastBoardMember,
            'The last board member cannot delete their account',
          );
        }
      }
      const at = new Date().toISOString();
      const freed = await repo.deleteComingSignups(trx, userId, at);
      // A freed place goes to the waitlist at once, as when a member cancels.
      const moved = await deps.places.release(trx, freed);
      await repo.scrubPastSignups(trx, userId, at);
      // What the characters hold goes to the bank in the ledger before they go, so every
      // type's rows still add up without them.
      const characterIds = (await repo.listCharacters(trx, userId)).map((row) => row.id);
      await deps.holdings.releaseToBank(trx, characterIds, at);
      await repo.deleteOwnedRows(trx, userId, current.email);
      await repo.deleteHouseholdRows(trx, userId);
      const person = { name: current.name, email: current.email };
      for (const row of await repo.listAuditRowsNaming(trx, userId, current.email)) {
        await repo.rewriteAuditRow(trx, row.id, {
          before: anonymiseJson(row.before, person),
          after: anonymiseJson(row.after, person),
        });
      }
      await repo.tombstoneUser(
        trx,
        userId,
        { name: ANONYMISED, email: tombstoneEmail(userId) },
        at,
      );
      // The board sees that an account went, never whose it was.
      await recordAudit(trx, {
        actorId: userId,
        action: 'account-delete',
        entity: 'user',
        entityId: userId,
      });
      return moved;
    });
    // The account's coming sign-ups went and waitlists moved: the cached event list
    // counts them no more, and those who moved up hear of it.
    await deps.places.released(promoted);
  }

  return {
    eraseAccount,
    rename,
    requestEmailChange,
    confirmEmail,
    changePassword,
    exportData,
    deleteAccount,
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
