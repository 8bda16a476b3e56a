import type { Impact, ReviewReasonBody } from '@club/shared/contract/review';
import {
  REVIEW_REASON_CODES,
  addedReasons,
  reviewReasons,
  type ReviewReason,
} from '@club/shared/rules/needs-review';
import type { Db } from '../../db/schema';
import {
  loadReviewWorld,
  type ReviewWorld,
  type ReviewedCharacter,
  type RulesMemo,
} from './review.repository';

/** Every character's reasons under the world's rules; characters without any are left out. */
export function reasonsByCharacter(world: ReviewWorld): Map<number, ReviewReason[]> {
  const found = new Map<number, ReviewReason[]>();
  for (const character of world.characters) {
    const reasons = reviewReasons(character, world.rules);
    if (reasons.length > 0) found.set(character.id, reasons);
  }
  return found;
}

/** The name a reason is about, so the member and staff read words, not ids. */
function subjectOf(world: ReviewWorld, reason: ReviewReason): string | null {
  const { params } = reason;
  switch (reason.code) {
    case REVIEW_REASON_CODES.classNotAllowedForRace:
      return world.names.classes.get(params.class_id ?? 0) ?? null;
    case REVIEW_REASON_CODES.professionNotOnClass:
      return world.names.professions.get(params.profession_id ?? 0) ?? null;
    case REVIEW_REASON_CODES.costExceedsXp:
      return null;
    default:
      return world.names.abilities.get(params.ability_id ?? 0) ?? null;
  }
}

export function describeReasons(
  world: ReviewWorld,
  reasons: readonly ReviewReason[],
): ReviewReasonBody[] {
  return reasons.map((reason) => ({ ...reason, subject: subjectOf(world, reason) }));
}

/** A snapshot of who needs review, taken inside a rules write's transaction. */
export interface ReviewSnapshot {
  world: ReviewWorld;
  reasons: Map<number, ReviewReason[]>;
}

export async function takeSnapshot(db: Db, rulesMemo: RulesMemo): Promise<ReviewSnapshot> {
  const world = await loadReviewWorld(db, rulesMemo);
  return { world, reasons: reasonsByCharacter(world) };
}

/**
 * The characters a rules write puts under review: those with a reason after the write
 * that they did not have before, with those reasons. A character already under review
 * for the same reasons is not counted again; one that stops needing review is not listed.
 */
export function impactBetween(before: ReviewSnapshot, after: ReviewSnapshot): Impact {
  const characters = after.world.characters.flatMap((character: ReviewedCharacter) => {
    const now = after.reasons.get(character.id) ?? [];
    if (now.length === 0) return [];
    const added = addedReasons(before.reasons.get(character.id) ?? [], now);
    if (added.length === 0) return [];
    return [
      {
        id: character.id,
        name: character.name,
        user_id: character.user_id,
        reasons: describeReasons(after.world, added),
      },
    ];
  });
  return { characters };
}
