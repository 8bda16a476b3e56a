import type { Kysely } from 'kysely';
import { ERROR_CODES } from '@club/shared/contract/errors';
import { USER_ERROR_CODES, type UserDetail, type UsersResponse } from '@club/shared/contract/users';
import type { Flag } from '@club/shared/contract/rules';
import type { Role } from '@club/shared/constants';
import { canAssignRoles } from '@club/shared/rules/permissions';
import type { Database } from '../../db/schema';
import { conflict, forbidden, notFound } from '../../errors';
import { recordAudit } from '../audit/audit.repository';
import { isUniqueViolation } from '../auth/auth.repository';
import { toUserDetail, toUserSummary } from './users.mapper';
import * as repo from './users.repository';

const lastBoardMember = () =>
  conflict(USER_ERROR_CODES.lastBoardMember, 'The last board member cannot give up the role');

const emailTaken = () =>
  conflict(ERROR_CODES.emailTaken, 'An account with this email already exists');

/** The parsed body of PUT /users/{id}. */
export interface UserChanges {
  name?: string;
  email?: string;
  conflict_allowed?: Flag;
  role?: Role;
}

interface Actor {
  id: number;
  role: string;
}

export function createUsersService(db: Kysely<Database>) {
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

    if (changes.role !== undefined && !board) throw forbidden('Only the board can change roles');
    if (changes.email !== undefined && target.role !== 'user' && target.id !== actor.id && !board) {
      throw forbidden('Only the board can change the email of a staff account');
    }
    if (Object.keys(changes).length === 0) return get(id);

    try {
      await db.transaction().execute(async (trx) => {
        if (changes.email !== undefined && (await repo.emailTakenByOther(trx, changes.email, id))) {
          throw emailTaken();
        }
        if (changes.role !== undefined) {
          // Checked on the locked board, so two board members demoting each other at once
          // cannot both pass; an actor demoted meanwhile no longer changes roles.
          const boardMembers = await repo.lockBoardMembers(trx);
          if (boardMembers.includes(id) && boardMembers.length <= 1) throw lastBoardMember();
          if (!boardMembers.includes(actor.id)) throw forbidden('Only the board can change roles');
        }
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
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw emailTaken();
      throw error;
    }
    return get(id);
  }

  return { list, get, update };
}
