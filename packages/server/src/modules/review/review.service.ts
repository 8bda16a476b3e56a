import type { Kysely, Transaction } from 'kysely';
import type {
  Impact,
  NeedsReviewResponse,
  ReviewReasonBody,
  ReviewResolve,
} from '@club/shared/contract/review';
import { REVIEW_ERROR_CODES } from '@club/shared/contract/review';
import {
  reasonFingerprint,
  reviewReasons,
  rowsKeptOnUnlock,
  unacceptedReasons,
} from '@club/shared/rules/needs-review';
import { xpSpent } from '@club/shared/rules/xp';
import type { Database } from '../../db/schema';
import { lockCharacter } from '../../db/locks';
import { conflict, notFound } from '../../errors';
import { recordAudit } from '../audit/audit.repository';
import { describeReasons, impactBetween, takeSnapshot } from './impact';
import {
  acceptedReasons,
  applyKeptRows,
  loadReviewWorld,
  type KnownCharacters,
  type RulesMemo,
  saveAcceptance,
  clearAcceptance,
  userNames,
} from './review.repository';
import { raceNameOnCharacter } from '../../db/race-name';

export interface ReviewActor {
  id: number;
}

export interface ReviewDeps {
  db: Kysely<Database>;
  /** Keeps the rules half of the review world between rules changes (the rules cache). */
  rulesMemo: RulesMemo;
  /** Opens the character's sheet in the unlocking transaction (characters). */
  openSheet: (trx: Transaction<Database>, characterId: number) => Promise<void>;
}

/**
 * Needs-review: characters judged against the rules as they are now, what staff accepted,
 * and the impact a rules write has on them.
 */
export function createReviewService({ db, rulesMemo, openSheet }: ReviewDeps) {
  /**
   * The reasons each character needs review for, leaving out what staff accepted. Every
   * character asked for is in the map; one that needs no review has an empty list.
   */
  async function openReasons(
    characterIds?: readonly number[],
    known?: KnownCharacters,
  ): Promise<Map<number, ReviewReasonBody[]>> {
    const [world, accepted] = await Promise.all([
      loadReviewWorld(db, rulesMemo, characterIds, known),
      acceptedReasons(db, characterIds),
    ]);
    const found = new Map<number, ReviewReasonBody[]>();
    for (const character of world.characters) {
      const reasons = unacceptedReasons(
        reviewReasons(character, world.rules),
        accepted.get(character.id) ?? [],
      );
      found.set(character.id, describeReasons(world, reasons));
    }
    return found;
  }

  /** GET /characters/needs-review (staff): every character with a reason not yet accepted. */
  async function listNeedsReview(): Promise<NeedsReviewResponse> {
    const [world, accepted] = await Promise.all([
      loadReviewWorld(db, rulesMemo),
      acceptedReasons(db),
    ]);
    const open = world.characters.flatMap((character) => {
      const reasons = unacceptedReasons(
        reviewReasons(character, world.rules),
        accepted.get(character.id) ?? [],
      );
      return reasons.length === 0 ? [] : [{ character, reasons }];
    });
    if (open.length === 0) return { characters: [] };
    const ids = open.map(({ character }) => character.id);
    const details = await db
      .selectFrom('characters as c')
      .innerJoin('races as r', 'r.id', 'c.race_id')
      .innerJoin('classes as k', 'k.id', 'c.class_id')
      .select(['c.id', raceNameOnCharacter(), 'k.name as class_name'])
      .where('c.id', 'in', ids)
      .execute();
    const names = await userNames(
      db,
      open.map(({ character }) => character.user_id),
    );
    const prices = world.rules.prices ?? [];
    return {
      characters: open.map(({ character, reasons }) => {
        const detail = details.find((d) => d.id === character.id);
        return {
          id: character.id,
          name: character.name,
          user_id: character.user_id,
          user_name: names.get(character.user_id) ?? '',
          race_name: detail?.race_name ?? '',
          class_name: detail?.class_name ?? '',
          xp: character.xp,
          xp_spent: xpSpent(character.abilities, prices),
          allow_update: character.allow_update === 1 ? 1 : 0,
          reasons: describeReasons(world, reasons),
        };
      }),
    };
  }

  /**
   * Staff resolve a character under review. `unlock` opens the sheet (allow_update = 1) for
   * the member to rebuild, dropping the saved rows the professions no longer offer and the
   * special abilities no longer linked, so the XP they cost is remaining XP again. `accept`
   * keeps the sheet as it is: the character leaves the list until the rules change so that
   * it has a reason it was not accepted with. Both are audited.
   */
  async function resolve(
    actor: ReviewActor,
    characterId: number,
    input: ReviewResolve,
  ): Promise<void> {
    await db.transaction().execute(async (trx) => {
      await lockCharacter(trx, characterId);
      const world = await loadReviewWorld(trx, rulesMemo, [characterId]);
      const character = world.characters[0];
      if (!character) throw notFound('character');
      const reasons = reviewReasons(character, world.rules);
      const accepted = (await acceptedReasons(trx, [characterId])).get(characterId) ?? [];
      if (unacceptedReasons(reasons, accepted).length === 0) {
        throw conflict(REVIEW_ERROR_CODES.notUnderReview, 'This character does not need review');
      }
      if (input.action === 'accept') {
        const fingerprint = reasonFingerprint(reasons);
        await saveAcceptance(trx, {
          characterId,
          reasons: fingerprint,
          note: input.note,
          acceptedBy: actor.id,
        });
        await recordAudit(trx, {
          actorId: actor.id,
          action: 'review-accept',
          entity: 'character',
          entityId: characterId,
          before: { reasons: fingerprint },
          after: { note: input.note },
        });
        return;
      }
      const kept = rowsKeptOnUnlock(character, world.rules);
      await applyKeptRows(trx, characterId, character.abilities, kept);
      await openSheet(trx, characterId);
      await clearAcceptance(trx, characterId);
      await recordAudit(trx, {
        actorId: actor.id,
        action: 'review-unlock',
        entity: 'character',
        entityId: characterId,
        before: { allow_update: character.allow_update, abilities: character.abilities },
        after: { allow_update: 1, abilities: kept, note: input.note ?? null },
      });
    });
  }

  /**
   * Inside a rules write's transaction: who needs review before the write, and, called after
   * it, the characters the write puts under review (see impactBetween).
   */
  async function watchImpact(trx: Transaction<Database>): Promise<() => Promise<Impact>> {
    const before = await takeSnapshot(trx, rulesMemo);
    return async () => impactBetween(before, await takeSnapshot(trx, rulesMemo));
  }

  return { openReasons, listNeedsReview, resolve, watchImpact };
}

export type ReviewService = ReturnType<typeof createReviewService>;
