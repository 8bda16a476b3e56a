import type { Kysely } from 'kysely';
import type { z } from 'zod';
import {
  BACKGROUND_ERROR_CODES,
  isBackgroundEditable,
  type Background,
  type BackgroundReviewSchema,
  type BackgroundStatus,
  type BackgroundUpdate,
  type BackgroundsResponse,
  type CharacterComment,
  type CharacterCommentCreateSchema,
  type CharacterCommentsResponse,
} from '@club/shared/contract/backgrounds';
import { NOTIFICATION_LINKS, NOTIFICATION_TITLE_KEYS } from '@club/shared/contract/notifications';
import {
  canAccessCharacterThread,
  canReviewPlayerWriting,
  canSeeStaffOnlyComments,
  canWriteBackground,
} from '@club/shared/rules/permissions';
import { lockCharacter } from '../../db/locks';
import type { Database } from '../../db/schema';
import { conflict, forbidden, notFound } from '../../errors';
import type { Notify } from '../notifications/notifications.service';
import { toBackground, toBackgroundSummary, toComment } from './backgrounds.mapper';
import * as repo from './backgrounds.repository';

export interface ThreadViewer {
  id: number;
  role: string;
  name: string;
}

export type BackgroundReviewInput = z.output<typeof BackgroundReviewSchema>;
export type CommentCreateInput = z.output<typeof CharacterCommentCreateSchema>;

const notEditable = () =>
  conflict(BACKGROUND_ERROR_CODES.notEditable, 'The background cannot be changed now');

/**
 * Backgrounds and comment threads (contract/backgrounds.ts). Every write is one
 * transaction holding the character's row, and the notification it causes is written in
 * it; the write route's mail sweep sends its mail once the answer is out.
 */
export interface BackgroundsDeps {
  db: Kysely<Database>;
  notify: Notify;
}

export function createBackgroundsService({ db, notify }: BackgroundsDeps) {
  /** The character, if the viewer may reach its thread: unknown 404, someone else's 403. */
  async function reachable(viewer: ThreadViewer, characterId: number) {
    const character = await repo.findCharacterOwner(db, characterId);
    if (!character) throw notFound('character');
    if (!canAccessCharacterThread(viewer, character)) throw forbidden();
    return character;
  }

  async function load(character: { id: number; name: string }): Promise<Background> {
    return toBackground(character, await repo.findBackground(db, character.id));
  }

  async function get(viewer: ThreadViewer, characterId: number): Promise<Background> {
    return load(await reachable(viewer, characterId));
  }

  async function update(
    viewer: ThreadViewer,
    characterId: number,
    input: BackgroundUpdate,
  ): Promise<Background> {
    const character = await reachable(viewer, characterId);
    if (!canWriteBackground(viewer, character))
      throw forbidden('Only the player writes the background');
    await db.transaction().execute(async (trx) => {
      await lockCharacter(trx, characterId);
      const current = await repo.findBackground(trx, characterId);
      if (current && !isBackgroundEditable(current.status as BackgroundStatus)) throw notEditable();
      await repo.saveBackground(trx, characterId, { text: input.text }, new Date().toISOString());
    });
    return load(character);
  }

  async function submit(viewer: ThreadViewer, characterId: number): Promise<Background> {
    const character = await reachable(viewer, characterId);
    if (!canWriteBackground(viewer, character))
      throw forbidden('Only the player submits the background');
    await db.transaction().execute(async (trx) => {
      await lockCharacter(trx, characterId);
      const current = await repo.findBackground(trx, characterId);
      if (current && !isBackgroundEditable(current.status as BackgroundStatus)) {
        throw conflict(BACKGROUND_ERROR_CODES.notSubmittable, 'The background is not a draft');
      }
      if (!current || current.text.trim() === '') {
        throw conflict(BACKGROUND_ERROR_CODES.empty, 'Write the background before submitting it');
      }
      const at = new Date().toISOString();
      await repo.moveStatus(
        trx,
        characterId,
        ['draft', 'changes_requested'],
        { status: 'submitted', submitted_at: at },
        at,
      );
    });
    return load(character);
  }

  async function review(
    viewer: ThreadViewer,
    characterId: number,
    input: BackgroundReviewInput,
  ): Promise<Background> {
    if (!canReviewPlayerWriting(viewer.role)) throw forbidden();
    const character = await reachable(viewer, characterId);
    // Approving needs a submitted background; changes may also be asked of an approved one.
    const from = input.status === 'approved' ? ['submitted'] : ['submitted', 'approved'];
    await db.transaction().execute(async (trx) => {
      await lockCharacter(trx, characterId);
      const at = new Date().toISOString();
      const moved = await repo.moveStatus(
        trx,
        characterId,
        from,
        {
          status: input.status,
          review_comment: input.comment === '' ? null : input.comment,
          reviewed_by: viewer.id,
          reviewed_at: at,
        },
        at,
      );
      if (!moved) {
        throw conflict(
          BACKGROUND_ERROR_CODES.notReviewable,
          'The background is not waiting for review',
        );
      }
      await notify(trx, [
        {
          userId: character.user_id,
          kind: 'background_reviewed',
          title: {
            key:
              input.status === 'approved'
                ? NOTIFICATION_TITLE_KEYS.backgroundApproved
                : NOTIFICATION_TITLE_KEYS.backgroundChangesRequested,
            params: { character: character.name },
          },
          // The organizer's words go with the notice, to the inbox and the mail.
          body: input.comment === '' ? null : input.comment,
          link: NOTIFICATION_LINKS.characterBackground(character.id),
        },
      ]);
    });
    return load(character);
  }

  async function list(
    viewer: ThreadViewer,
    status: BackgroundStatus,
  ): Promise<BackgroundsResponse> {
    if (!canReviewPlayerWriting(viewer.role)) throw forbidden();
    const rows = await repo.listBackgrounds(db, status);
    return { backgrounds: rows.map(toBackgroundSummary) };
  }

  async function comments(
    viewer: ThreadViewer,
    characterId: number,
  ): Promise<CharacterCommentsResponse> {
    await reachable(viewer, characterId);
    const rows = await repo.listComments(db, characterId, canSeeStaffOnlyComments(viewer.role));
    return { comments: rows.map(toComment) };
  }

  async function comment(
    viewer: ThreadViewer,
    characterId: number,
    input: CommentCreateInput,
  ): Promise<CharacterComment> {
    const character = await reachable(viewer, characterId);
    const staff = canSeeStaffOnlyComments(viewer.role);
    if (input.staff_only && !staff) throw forbidden('Only staff write staff-only notes');
    const id = await db.transaction().execute(async (trx) => {
      const at = new Date().toISOString();
      const id = await repo.insertComment(
        trx,
        {
          character_id: characterId,
          author_id: viewer.id,
          author_is_staff: staff,
          text: input.text,
          staff_only: input.staff_only,
        },
        at,
      );
      // The owner hears of what they may read and did not write themself.
      if (!input.staff_only && character.user_id !== viewer.id) {
        await notify(trx, [
          {
            userId: character.user_id,
            kind: 'character_comment',
            title: {
              key: NOTIFICATION_TITLE_KEYS.characterComment,
              params: { character: character.name, author: viewer.name },
            },
            body: input.text,
            link: NOTIFICATION_LINKS.characterBackground(character.id),
          },
        ]);
      }
      return id;
    });
    const row = await repo.findComment(db, id);
    if (!row) throw notFound('comment');
    return toComment(row);
  }

  return { get, update, submit, review, list, comments, comment };
}

export type BackgroundsService = ReturnType<typeof createBackgroundsService>;
