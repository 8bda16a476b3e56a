import { NOTIFICATION_LINKS, NOTIFICATION_TITLE_KEYS } from '@club/shared/contract/notifications';
import type { Kysely, Transaction } from 'kysely';
import {
  CHANGE_REQUEST_ERROR_CODES,
  type ChangeRequest,
  type ChangeRequestAnswer,
  type ChangeRequestCreate,
  type ChangeRequestStatus,
  type ChangeRequestsResponse,
} from '@club/shared/contract/change-requests';
import { canAccessCharacter } from '@club/shared/rules/permissions';
import type { Database } from '../../db/schema';
import { lockCharacter } from '../../db/locks';
import { isUniqueViolation } from '../../db/storage-errors';
import { conflict, forbidden, notFound } from '../../errors';
import { recordAudit } from '../audit/audit.repository';
import { findCharacter } from '../characters/characters.repository';
import type { Viewer } from '../characters/characters.service';
import { changeRequestAnswerMail } from './change-request-mail';
import type { Mailer } from '../mail/mailer';
import type { Notify, WantsMail } from '../notifications/notifications.service';
import { toChangeRequest } from './change-requests.mapper';
import * as repo from './change-requests.repository';

const alreadyOpen = () =>
  conflict(CHANGE_REQUEST_ERROR_CODES.alreadyOpen, 'This character already has an open request');

/**
 * Change requests (SPEC.md section 4 "Character sheet lock"): the owner of a locked sheet
 * asks; staff approve (the sheet opens in the same transaction) or decline with a reason;
 * the owner is mailed the answer. Every step is audited.
 */
export interface ChangeRequestsDeps {
  db: Kysely<Database>;
  mailer: Mailer;
  /** Ends with '/': the answer mail links the character under it. */
  publicUrl: string;
  notify: Notify;
  wantsMail: WantsMail;
  /** Opens the character's sheet in the approving transaction (characters). */
  openSheet: (trx: Transaction<Database>, characterId: number) => Promise<void>;
}

export function createChangeRequestsService(deps: ChangeRequestsDeps) {
  const { db } = deps;

  async function load(id: number): Promise<ChangeRequest> {
    const row = await repo.findChangeRequest(db, id);
    if (!row) throw notFound('change request');
    return toChangeRequest(row);
  }

  async function create(
    viewer: Viewer,
    characterId: number,
    input: ChangeRequestCreate,
  ): Promise<ChangeRequest> {
    const character = await findCharacter(db, characterId);
    // Another member's character does not exist for them; staff may see it but not ask.
    if (!character || !canAccessCharacter(viewer, character)) throw notFound('character');
    if (character.user_id !== viewer.id) throw forbidden('Only the owner can ask for a change');
    let id: number;
    try {
      id = await db.transaction().execute(async (trx) => {
        await lockCharacter(trx, characterId);
        const record = await findCharacter(trx, characterId);
        if (!record) throw notFound('character');
        if (record.allow_update === 1) {
          throw conflict(
            CHANGE_REQUEST_ERROR_CODES.sheetNotLocked,
            'The sheet is open already; change it and lock it again',
          );
        }
        if (await repo.hasOpenRequest(trx, characterId)) throw alreadyOpen();
        const created = await repo.insertChangeRequest(trx, {
          characterId,
          userId: viewer.id,
          message: input.message,
        });
        await recordAudit(trx, {
          actorId: viewer.id,
          action: 'change-request',
          entity: 'character',
          entityId: characterId,
          after: { change_request_id: created, message: input.message },
        });
        return created;
      });
    } catch (error) {
      // Two requests at once: the partial unique index lets one through.
      if (isUniqueViolation(error)) throw alreadyOpen();
      throw error;
    }
    return load(id);
  }

  async function list(status: ChangeRequestStatus | 'all'): Promise<ChangeRequestsResponse> {
    const rows = await repo.listChangeRequests(db, status);
    return { requests: rows.map(toChangeRequest) };
  }

  async function answer(
    actor: Viewer,
    id: number,
    input: ChangeRequestAnswer,
  ): Promise<ChangeRequest> {
    const reason = input.reason ? input.reason : null;
    const before = await db.transaction().execute(async (trx) => {
      const row = await repo.findChangeRequest(trx, id);
      if (!row) throw notFound('change request');
      await lockCharacter(trx, row.character_id);
      // Read again under the lock: two staff answering at once answer once.
      const current = await repo.findChangeRequest(trx, id);
      if (!current || current.status !== 'open') {
        throw conflict(
          CHANGE_REQUEST_ERROR_CODES.alreadyAnswered,
          'This request has been answered already',
        );
      }
      await repo.answerChangeRequest(trx, id, {
        status: input.status,
        reason,
        answeredBy: actor.id,
      });
      if (input.status === 'approved') await deps.openSheet(trx, current.character_id);
      await recordAudit(trx, {
        actorId: actor.id,
        action: input.status === 'approved' ? 'change-request-approve' : 'change-request-decline',
        entity: 'character',
        entityId: current.character_id,
        before: { change_request_id: id, status: 'open' },
        after: { change_request_id: id, status: input.status, reason },
      });
      await deps.notify(trx, [
        {
          userId: current.user_id,
          kind: 'change_request_answered',
          title: {
            key:
              input.status === 'approved'
                ? NOTIFICATION_TITLE_KEYS.changeRequestApproved
                : NOTIFICATION_TITLE_KEYS.changeRequestDeclined,
            params: { character: current.character_name },
          },
          body: reason,
          link: NOTIFICATION_LINKS.character(current.character_id),
        },
      ]);
      return current;
    });
    if (await deps.wantsMail(before.user_id, 'change_request_answered')) {
      deps.mailer.dispatch(
        changeRequestAnswerMail({
          to: before.user_email,
          name: before.user_name,
          language: before.user_language,
          characterName: before.character_name,
          approved: input.status === 'approved',
          reason,
          link: `${deps.publicUrl}character/${before.character_id}`,
        }),
      );
    }
    return load(id);
  }

  /** The newest request of each character asked for. */
  async function latestOf(characterIds: readonly number[]): Promise<Map<number, ChangeRequest>> {
    const rows = await repo.latestChangeRequests(db, characterIds);
    return new Map([...rows].map(([id, row]) => [id, toChangeRequest(row)]));
  }

  return { create, list, answer, latestOf };
}

export type ChangeRequestsService = ReturnType<typeof createChangeRequestsService>;
