import type { Kysely } from 'kysely';
import { ERROR_CODES } from '@club/shared/contract/errors';
import { USER_ERROR_CODES, type UserDetail, type UsersResponse } from '@club/shared/contract/users';
import type { Flag } from '@club/shared/contract/rules';
import type { Role } from '@club/shared/constants';
import { canAssignRoles, canCreateAccountWithRole } from '@club/shared/rules/permissions';
import { lockBoardMembers } from '../../db/locks';
import type { Database } from '../../db/schema';
import { isUniqueViolation } from '../../db/storage-errors';
import { conflict, forbidden, notFound } from '../../errors';
import { recordAudit } from '../audit/audit.repository';
import { findAccountByEmail, insertAccount } from '../auth/auth.repository';
import { hashPassword } from '../auth/passwords';
import { createResetToken } from '../auth/reset-tokens';
import { toUserDetail, toUserSummary } from './users.mapper';
import * as repo from './users.repository';

const lastBoardMember = () =>
  conflict(USER_ERROR_CODES.lastBoardMember, 'The last board member cannot give up the role');

const emailTaken = () =>
  conflict(ERROR_CODES.emailTaken, 'An account with this email already exists');

const cannotDeactivateSelf = () =>
  conflict(USER_ERROR_CODES.cannotDeactivateSelf, 'You cannot deactivate your own account');

/** The parsed body of PUT /users/{id}. */
export interface UserChanges {
  name?: string;
  email?: string;
  conflict_allowed?: Flag;
  role?: Role;
  active?: boolean;
}

/** Mails set-password links: an hour's reset link, or a week's invitation. */
export interface LinkSender {
  sendLink(
    account: { id: number; name: string; email: string },
    kind: 'reset' | 'invitation',
  ): Promise<void>;
}

interface Actor {
  id: number;
  role: string;
}

export interface UsersDeps {
  db: Kysely<Database>;
  /** Mails invitations and reset links (the password resets). */
  links: LinkSender;
}

export function createUsersService({ db, links }: UsersDeps) {
  async function list(search: string | undefined): Promise<UsersResponse> {
    const rows = await repo.listUsers(db, search || undefined);
    return rows.map(toUserSummary);
  }

  async function get(id: number): Promise<UserDetail> {
    const row = await repo.findUserSummary(db, id);
    if (!row) throw notFound('user');
    return toUserDetail(row, await repo.listCharactersOfUser(db, id));
  }

  /**
   * User managers edit name, email and conflict_allowed; only the board changes roles
   * (sending the current role unchanged is no change). The email of another staff account
   * is the board's too: whoever sets an account's email can reset its password.
   */
  async function update(actor: Actor, id: number, input: UserChanges): Promise<UserDetail> {
    const target = await repo.findUserSummary(db, id);
    if (!target) throw notFound('user');
    const board = canAssignRoles(actor.role);
    const changes: UserChanges = {};
    if (input.name !== undefined && input.name !== target.name) changes.name = input.name;
    if (input.email !== undefined && input.email !== target.email) changes.email = input.email;
    if (
      input.conflict_allowed !== undefined &&
      input.conflict_allowed !== target.conflict_allowed
    ) {
      changes.conflict_allowed = input.conflict_allowed;
    }
    if (input.role !== undefined && input.role !== target.role) changes.role = input.role;
    const activeChange =
      input.active !== undefined && input.active !== (target.active === 1)
        ? input.active
        : undefined;
    const deactivatingSelf = activeChange === false && target.id === actor.id;
    if (deactivatingSelf && target.role !== 'bestyrelse') throw cannotDeactivateSelf();
    if (activeChange !== undefined && target.role !== 'user' && !board) {
      throw forbidden('Only the board can deactivate or reactivate a staff account');
    }

    if (changes.role !== undefined && !board) throw forbidden('Only the board can change roles');
    if (changes.email !== undefined && target.role !== 'user' && target.id !== actor.id && !board) {
      throw forbidden('Only the board can change the email of a staff account');
    }
    if (Object.keys(changes).length === 0 && activeChange === undefined) return get(id);

    try {
      await db.transaction().execute(async (trx) => {
        if (changes.email !== undefined && (await repo.emailTakenByOther(trx, changes.email, id))) {
          throw emailTaken();
        }
        if (changes.role !== undefined) {
          // Checked on the locked board, so two board members demoting each other at once
          // cannot both pass; an actor demoted meanwhile no longer changes roles.
          const boardMembers = await lockBoardMembers(trx);
          if (boardMembers.includes(id) && boardMembers.length <= 1) throw lastBoardMember();
          if (!boardMembers.includes(actor.id)) throw forbidden('Only the board can change roles');
        }
        if (
          activeChange === false &&
          target.role === 'bestyrelse' &&
          // The same lock as a role change: two deactivations at once cannot both pass.
          (await lockBoardMembers(trx)) &&
          (await repo.countUsersWithRole(trx, 'bestyrelse', true)) <= 1
        ) {
          throw conflict(
            USER_ERROR_CODES.lastActiveBoardMember,
            'The last active board member cannot be deactivated',
          );
        }
        if (deactivatingSelf) throw cannotDeactivateSelf();
        if (Object.keys(changes).length > 0) {
          await repo.updateUser(trx, id, changes, changes.role !== undefined);
          const before = Object.fromEntries(
            Object.keys(changes).map((key) => [key, target[key as keyof UserChanges]]),
          );
          await recordAudit(trx, {
            actorId: actor.id,
            action: changes.role !== undefined ? 'role-change' : 'update',
            entity: 'user',
            entityId: id,
            before,
            after: changes,
          });
        }
        if (activeChange !== undefined) {
          await repo.setUserActive(trx, id, activeChange);
          await recordAudit(trx, {
            actorId: actor.id,
            action: activeChange ? 'reactivate' : 'deactivate',
            entity: 'user',
            entityId: id,
            before: { active: !activeChange },
            after: { active: activeChange },
          });
        }
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw emailTaken();
      throw error;
    }
    return get(id);
  }

  /**
   * A new account from user management. It gets an unusable random password; its owner
   * chooses one through the invitation mailed to them (valid for a week).
   */
  async function create(
    actor: Actor,
    input: { name: string; email: string; role: Role },
  ): Promise<UserDetail> {
    if (!canCreateAccountWithRole(actor.role, input.role)) {
      throw forbidden('Only the board can create staff accounts');
    }
    if (await findAccountByEmail(db, input.email)) throw emailTaken();
    const passwordHash = await hashPassword(createResetToken().token);
    let account: { id: number; name: string; email: string };
    try {
      account = await db.transaction().execute(async (trx) => {
        const created = await insertAccount(trx, { ...input, passwordHash });
        await recordAudit(trx, {
          actorId: actor.id,
          action: 'create',
          entity: 'user',
          entityId: created.id,
          after: { name: created.name, email: created.email, role: created.role },
        });
        return created;
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw emailTaken();
      throw error;
    }
    await links.sendLink(account, 'invitation');
    return get(account.id);
  }

  /** Mails the user a fresh reset link (their password stays until they use it). */
  async function sendPasswordReset(actor: Actor, id: number): Promise<void> {
    const target = await repo.findUserSummary(db, id);
    if (!target) throw notFound('user');
    if (target.role !== 'user' && target.id !== actor.id && !canAssignRoles(actor.role)) {
      throw forbidden('Only the board can send a reset link to a staff account');
    }
    if (target.active !== 1) {
      throw conflict(ERROR_CODES.accountDeactivated, 'Reactivate the account first');
    }
    await db.transaction().execute(async (trx) => {
      await recordAudit(trx, {
        actorId: actor.id,
        action: 'password-reset-sent',
        entity: 'user',
        entityId: id,
      });
    });
    await links.sendLink(target, 'reset');
  }

  return { list, get, update, create, sendPasswordReset };
}

export type UsersService = ReturnType<typeof createUsersService>;
