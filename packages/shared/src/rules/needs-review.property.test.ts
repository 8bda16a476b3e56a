import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ABILITY_RULES,
  selectAbility,
  validateSelection,
  type AbilityOffer,
  type AbilitySelection,
} from './ability-selection';
import {
  REVIEW_REASON_CODES,
  addedReasons,
  reviewReasons,
  rowsKeptOnUnlock,
  sheetRulesFor,
  type ReviewRules,
  type SavedCharacter,
} from './needs-review';
import { xpSpent } from './xp';

/**
 * Random worlds, a character saved under them through the sheet's own step functions,
 * then random rule edits. After every edit, needs-review must agree with the rules' own
 * validation of the saved sheet (validateSelection) and of the race, class and professions.
 */

// The work is bounded by runs, never by time, so a busy machine only makes it slower.
const RUNS = 200;
const PROFESSIONS = 3;
const RACE = 1;
const CLASS = 1;

const worldArb = fc
  .record({
    levels: fc.array(fc.integer({ min: 1, max: 6 }), {
      minLength: PROFESSIONS,
      maxLength: PROFESSIONS,
    }),
    costs: fc.array(fc.integer({ min: 0, max: 5 }), { minLength: 18, maxLength: 18 }),
    specials: fc.array(fc.boolean(), { minLength: 18, maxLength: 18 }),
    professionCount: fc.integer({ min: 1, max: PROFESSIONS }),
    xp: fc.integer({ min: 0, max: 40 }),
    picks: fc.array(fc.integer({ min: 0, max: 40 }), { maxLength: 20 }),
  })
  .map(({ levels, costs, specials, professionCount, xp, picks }) => {
    const offers: AbilityOffer[] = [];
    for (let p = 1; p <= PROFESSIONS; p += 1) {
      for (let level = 1; level <= (levels[p - 1] ?? 1); level += 1) {
        const slot = (p - 1) * 6 + level - 1;
        const abilityId = p * 10 + level;
        const flagged = specials[slot] ?? false;
        offers.push({
          profession_id: p,
          ability_id: abilityId,
          order_learned: level,
          xpcost: costs[slot] ?? 1,
          has_special_ability: flagged ? 1 : 0,
          special_ability_ids: flagged ? [1000 + abilityId, 2000 + abilityId] : [],
        });
      }
    }
    const professionIds = Array.from({ length: professionCount }, (_, i) => i + 1);
    const rules: ReviewRules = {
      raceClasses: [{ race_id: RACE, class_id: CLASS }],
      classProfessions: professionIds.map((id) => ({ class_id: CLASS, profession_id: id })),
      offers,
    };
    // Build the saved sheet through the step functions, as the member would.
    let abilities: AbilitySelection[] = [];
    const character = (): SavedCharacter => ({
      race_id: RACE,
      class_id: CLASS,
      professionIds,
      abilities,
      xp,
    });
    for (const pick of picks) {
      const offer = offers[pick % offers.length];
      if (!offer) continue;
      const special =
        offer.has_special_ability === 1 ? (offer.special_ability_ids?.[0] ?? null) : null;
      const result = selectAbility(sheetRulesFor(character(), rules), abilities, {
        profession_id: offer.profession_id,
        ability_id: offer.ability_id,
        special_ability_id: special,
      });
      if (result.ok) abilities = result.selection;
    }
    return { rules, character: character() };
  });

type Edit =
  | { kind: 'cost'; index: number; cost: number }
  | { kind: 'unoffer'; index: number }
  | { kind: 'moveLevel'; index: number; level: number }
  | { kind: 'dropProfession'; profession: number }
  | { kind: 'dropRaceClass' }
  | { kind: 'unlinkSpecial'; index: number }
  | { kind: 'award'; amount: number };

const editArb: fc.Arbitrary<Edit> = fc.oneof(
  fc.record({
    kind: fc.constant('cost' as const),
    index: fc.nat(40),
    cost: fc.integer({ min: 0, max: 20 }),
  }),
  fc.record({ kind: fc.constant('unoffer' as const), index: fc.nat(40) }),
  fc.record({
    kind: fc.constant('moveLevel' as const),
    index: fc.nat(40),
    level: fc.integer({ min: 1, max: 6 }),
  }),
  fc.record({
    kind: fc.constant('dropProfession' as const),
    profession: fc.integer({ min: 1, max: PROFESSIONS }),
  }),
  fc.record({ kind: fc.constant('dropRaceClass' as const) }),
  fc.record({ kind: fc.constant('unlinkSpecial' as const), index: fc.nat(40) }),
  fc.record({ kind: fc.constant('award' as const), amount: fc.integer({ min: -10, max: 10 }) }),
);

function applyEdit(rules: ReviewRules, character: SavedCharacter, edit: Edit) {
  const offers = [...rules.offers];
  const at = (index: number) => (offers.length === 0 ? -1 : index % offers.length);
  switch (edit.kind) {
    case 'cost': {
      const i = at(edit.index);
      const offer = offers[i];
      if (!offer) break;
      // A cost belongs to the ability, wherever it is offered.
      for (let j = 0; j < offers.length; j += 1) {
        const o = offers[j];
        if (o && o.ability_id === offer.ability_id) offers[j] = { ...o, xpcost: edit.cost };
      }
      break;
    }
    case 'unoffer': {
      const i = at(edit.index);
      if (i >= 0) offers.splice(i, 1);
      break;
    }
    case 'moveLevel': {
      const i = at(edit.index);
      const offer = offers[i];
      if (offer) offers[i] = { ...offer, order_learned: edit.level };
      break;
    }
    case 'unlinkSpecial': {
      const i = at(edit.index);
      const offer = offers[i];
      if (offer) offers[i] = { ...offer, special_ability_ids: offer.special_ability_ids?.slice(1) };
      break;
    }
    case 'dropProfession':
      return {
        rules: {
          ...rules,
          classProfessions: rules.classProfessions.filter(
            (cp) => cp.profession_id !== edit.profession,
          ),
        },
        character,
      };
    case 'dropRaceClass':
      return { rules: { ...rules, raceClasses: [] }, character };
    case 'award':
      return { rules, character: { ...character, xp: Math.max(0, character.xp + edit.amount) } };
  }
  return { rules: { ...rules, offers }, character };
}

/** The rules' own verdict on a saved character, written with the validation functions. */
function isValid(rules: ReviewRules, character: SavedCharacter): boolean {
  const raceClass = rules.raceClasses.some(
    (rc) => rc.race_id === character.race_id && rc.class_id === character.class_id,
  );
  const onClass = character.professionIds.every((id) =>
    rules.classProfessions.some(
      (cp) => cp.class_id === character.class_id && cp.profession_id === id,
    ),
  );
  return (
    raceClass &&
    onClass &&
    validateSelection(sheetRulesFor(character, rules), character.abilities).ok
  );
}

const CODE_FOR: Record<string, string[]> = {
  [ABILITY_RULES.professionNotOnCharacter.code]: [REVIEW_REASON_CODES.abilityNotOffered],
  [ABILITY_RULES.abilityNotInProfession.code]: [REVIEW_REASON_CODES.abilityNotOffered],
  [ABILITY_RULES.specialAbilityNotLinked.code]: [REVIEW_REASON_CODES.specialAbilityNotLinked],
  [ABILITY_RULES.abilityOrder.code]: [REVIEW_REASON_CODES.abilityMovedLevel],
  [ABILITY_RULES.firstProfessionLevel.code]: [REVIEW_REASON_CODES.abilityMovedLevel],
  [ABILITY_RULES.notEnoughXp.code]: [REVIEW_REASON_CODES.costExceedsXp],
};

describe('needs review under random rule edits', () => {
  it('a character saved under the rules needs no review', () => {
    fc.assert(
      fc.property(worldArb, ({ rules, character }) => {
        expect(reviewReasons(character, rules)).toEqual([]);
      }),
      { numRuns: RUNS },
    );
  });

  it('agrees with the rules’ own validation after every edit', () => {
    fc.assert(
      fc.property(worldArb, fc.array(editArb, { minLength: 1, maxLength: 6 }), (world, edits) => {
        let { rules, character } = world;
        let previous = reviewReasons(character, rules);
        for (const edit of edits) {
          ({ rules, character } = applyEdit(rules, character, edit));
          const reasons = reviewReasons(character, rules);
          expect(reasons.length === 0).toBe(isValid(rules, character));
          const verdict = validateSelection(sheetRulesFor(character, rules), character.abilities);
          if (!verdict.ok) {
            const expected = CODE_FOR[verdict.code] ?? [];
            expect(reasons.some((r) => expected.includes(r.code))).toBe(true);
          }
          // What an edit adds is exactly the reasons that were not there before.
          const added = addedReasons(previous, reasons);
          expect(added.every((r) => reasons.includes(r))).toBe(true);
          previous = reasons;
        }
      }),
      { numRuns: RUNS },
    );
  });

  it('unlocking gives back the XP of every row no longer offered', () => {
    fc.assert(
      fc.property(worldArb, fc.array(editArb, { minLength: 1, maxLength: 6 }), (world, edits) => {
        let { rules, character } = world;
        for (const edit of edits) ({ rules, character } = applyEdit(rules, character, edit));
        const kept = rowsKeptOnUnlock(character, rules);
        const left = { ...character, abilities: kept };
        const reasons = reviewReasons(left, rules).map((r) => r.code);
        expect(reasons).not.toContain(REVIEW_REASON_CODES.abilityNotOffered);
        expect(reasons).not.toContain(REVIEW_REASON_CODES.specialAbilityNotLinked);
        expect(xpSpent(kept, rules.offers)).toBeLessThanOrEqual(
          xpSpent(character.abilities, rules.offers),
        );
      }),
      { numRuns: RUNS },
    );
  });
});
