import {
  checkLevelRules,
  checkSpecialAbility,
  findOffer,
  selectedLevels,
  type AbilityOffer,
  type AbilitySelection,
  type SheetRules,
} from './ability-selection';
import { xpSpent, type PricedAbility } from './xp';

/**
 * A saved character under rules that have changed since it was saved (SPEC.md section 4
 * "Character sheet lock"). The character *needs review* when its saved professions or
 * abilities no longer satisfy the current rules; the reasons are decided by the same step
 * functions that validate a save (ability-selection), one reason per thing at fault, so
 * staff and the member see every problem at once rather than the first.
 */

export const REVIEW_REASON_CODES = {
  classNotAllowedForRace: 'review.classNotAllowedForRace',
  professionNotOnClass: 'review.professionNotOnClass',
  abilityNotOffered: 'review.abilityNotOffered',
  abilityMovedLevel: 'review.abilityMovedLevel',
  specialAbilityNotLinked: 'review.specialAbilityNotLinked',
  costExceedsXp: 'review.costExceedsXp',
} as const;
export type ReviewReasonCode = (typeof REVIEW_REASON_CODES)[keyof typeof REVIEW_REASON_CODES];

export interface ReviewReason {
  code: ReviewReasonCode;
  /** The ids and numbers the reason is about (ability_id, level, cost, xp, ...). */
  params: Record<string, number>;
}

/** What a character has saved. */
export interface SavedCharacter {
  race_id: number;
  class_id: number;
  /** By position: index 0 is the first profession. */
  professionIds: readonly number[];
  /** The saved rows (is_unlocked = 1). */
  abilities: readonly AbilitySelection[];
  /** The sum of the character's XP ledger. */
  xp: number;
}

/** The current rules, as far as a saved character depends on them. */
export interface ReviewRules {
  raceClasses: readonly { race_id: number; class_id: number }[];
  classProfessions: readonly { class_id: number; profession_id: number }[];
  /** What the professions offer, with the special abilities linked to each ability. */
  offers: readonly AbilityOffer[];
  /**
   * Every ability's current cost. A saved row keeps costing XP when its profession no
   * longer offers it (until staff unlock the sheet and it is dropped), so the budget
   * counts it too. Defaults to the offers' costs.
   */
  prices?: readonly PricedAbility[];
}

/** The sheet rules the character's saved rows are judged by. */
/**
 * Where each profession's offers sit in an offer list. One list is checked against many
 * characters in a row (a staff list checks every sign-up's), and filtering all of it per
 * character was the larger part of the check. Offer lists are read-only values.
 */
const offerPositions = new WeakMap<readonly AbilityOffer[], Map<number, number[]>>();

function positionsByProfession(offers: readonly AbilityOffer[]): Map<number, number[]> {
  let positions = offerPositions.get(offers);
  if (!positions) {
    positions = new Map();
    offers.forEach((offer, index) => {
      const list = positions!.get(offer.profession_id);
      if (list) list.push(index);
      else positions!.set(offer.profession_id, [index]);
    });
    offerPositions.set(offers, positions);
  }
  return positions;
}

export function sheetRulesFor(character: SavedCharacter, rules: ReviewRules): SheetRules {
  const positions = positionsByProfession(rules.offers);
  // The character's professions' offers, in the list's own order.
  const indexes = [...new Set(character.professionIds)]
    .flatMap((id) => positions.get(id) ?? [])
    .sort((a, b) => a - b);
  return {
    professionIds: character.professionIds,
    offers: indexes.map((index) => rules.offers[index]!),
    xp: character.xp,
  };
}

function offerOf(sheet: SheetRules, row: AbilitySelection): AbilityOffer | undefined {
  return sheet.professionIds.includes(row.profession_id) ? findOffer(sheet, row) : undefined;
}

/** Every reason the saved character no longer satisfies the rules; empty when it does. */
export function reviewReasons(character: SavedCharacter, rules: ReviewRules): ReviewReason[] {
  const reasons: ReviewReason[] = [];
  const { race_id, class_id } = character;
  if (!rules.raceClasses.some((rc) => rc.race_id === race_id && rc.class_id === class_id)) {
    reasons.push({
      code: REVIEW_REASON_CODES.classNotAllowedForRace,
      params: { race_id, class_id },
    });
  }
  for (const professionId of character.professionIds) {
    const onClass = rules.classProfessions.some(
      (cp) => cp.class_id === class_id && cp.profession_id === professionId,
    );
    if (!onClass) {
      reasons.push({
        code: REVIEW_REASON_CODES.professionNotOnClass,
        params: { profession_id: professionId },
      });
    }
  }
  const sheet = sheetRulesFor(character, rules);
  const levels = selectedLevels(sheet, character.abilities);
  for (const row of character.abilities) {
    const { ability_id, profession_id } = row;
    const offer = offerOf(sheet, row);
    if (!offer) {
      reasons.push({
        code: REVIEW_REASON_CODES.abilityNotOffered,
        params: { ability_id, profession_id },
      });
      continue;
    }
    if (!checkSpecialAbility(offer, row.special_ability_id).ok) {
      reasons.push({
        code: REVIEW_REASON_CODES.specialAbilityNotLinked,
        params: { ability_id, special_ability_id: row.special_ability_id ?? 0 },
      });
    }
    if (!checkLevelRules(sheet, levels, profession_id, offer.order_learned).ok) {
      reasons.push({
        code: REVIEW_REASON_CODES.abilityMovedLevel,
        params: { ability_id, profession_id, level: offer.order_learned },
      });
    }
  }
  const cost = xpSpent(character.abilities, rules.prices ?? rules.offers);
  if (cost > character.xp) {
    reasons.push({ code: REVIEW_REASON_CODES.costExceedsXp, params: { cost, xp: character.xp } });
  }
  return reasons;
}

/** A stable text for one reason: its code and its params in key order. */
export function reasonKey(reason: ReviewReason): string {
  const params = Object.keys(reason.params)
    .sort()
    .map((key) => `${key}=${reason.params[key]}`)
    .join(',');
  return `${reason.code}(${params})`;
}

/** The keys staff accept a character with: what it is accepted as, in a stable order. */
export function reasonFingerprint(reasons: readonly ReviewReason[]): string[] {
  return [...new Set(reasons.map(reasonKey))].sort();
}

/**
 * The reasons not yet accepted: a character accepted with some reasons shows again only
 * when the rules change so that it has a reason it was not accepted with.
 */
export function unacceptedReasons(
  reasons: readonly ReviewReason[],
  accepted: readonly string[],
): ReviewReason[] {
  const known = new Set(accepted);
  return reasons.filter((reason) => !known.has(reasonKey(reason)));
}

/** The reasons in `after` that were not in `before`: what a rules write adds. */
export function addedReasons(
  before: readonly ReviewReason[],
  after: readonly ReviewReason[],
): ReviewReason[] {
  return unacceptedReasons(after, before.map(reasonKey));
}

/**
 * Unlocking a character for review drops the saved rows its professions no longer offer
 * and clears special abilities no longer linked, so the XP they cost is remaining XP
 * again. Rows still offered stay for the member to rebuild around.
 */
export function rowsKeptOnUnlock(
  character: SavedCharacter,
  rules: ReviewRules,
): AbilitySelection[] {
  const sheet = sheetRulesFor(character, rules);
  const kept: AbilitySelection[] = [];
  for (const row of character.abilities) {
    const offer = offerOf(sheet, row);
    if (!offer) continue;
    const special = checkSpecialAbility(offer, row.special_ability_id).ok
      ? row.special_ability_id
      : null;
    kept.push({ ...row, special_ability_id: special });
  }
  return kept;
}
