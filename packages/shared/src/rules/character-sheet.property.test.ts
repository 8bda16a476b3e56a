import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  chooseSpecialAbility,
  deselectAbility,
  selectAbility,
  type AbilityOffer,
  type AbilitySelection,
  type SheetRules,
} from './ability-selection';
import { checkSheetSave, lockedAbilities, saveSheet, type StoredAbility } from './character-sheet';

/**
 * Random sessions on the sheet: selections, deselections, special-ability choices, saves
 * of the working list and of arbitrary lists, staff opening the sheet and awarding XP.
 * The stored sheet is checked against rules written out again here, independently of the
 * rule functions.
 */

const PROFESSIONS_ON_OFFER = 4;
const UNLINKED_SPECIAL = 999_999;

interface World {
  professionIds: number[];
  offers: AbilityOffer[];
  xp: number;
}

const worldArb = fc
  .record({
    // Mostly three: enough professions for every rule to come into play.
    professionCount: fc.oneof(
      { weight: 2, arbitrary: fc.constant(PROFESSIONS_ON_OFFER - 1) },
      { weight: 1, arbitrary: fc.integer({ min: 1, max: PROFESSIONS_ON_OFFER - 1 }) },
    ),
    levels: fc.array(fc.integer({ min: 1, max: 6 }), {
      minLength: PROFESSIONS_ON_OFFER,
      maxLength: PROFESSIONS_ON_OFFER,
    }),
    costs: fc.array(fc.integer({ min: 0, max: 5 }), { minLength: 24, maxLength: 24 }),
    specials: fc.array(fc.boolean(), { minLength: 24, maxLength: 24 }),
    // One ability offered by two professions: the duplicate rule must catch it, and a
    // locked row must not move between two non-first professions.
    sharedAbility: fc.constantFrom<'none' | 'firstAndSecond' | 'secondAndThird'>(
      'none',
      'firstAndSecond',
      'secondAndThird',
    ),
    xp: fc.integer({ min: 0, max: 30 }),
  })
  .map(({ professionCount, levels, costs, specials, sharedAbility, xp }): World => {
    const offers: AbilityOffer[] = [];
    // The last profession offers abilities but is not the character's.
    for (let p = 1; p <= PROFESSIONS_ON_OFFER; p += 1) {
      for (let level = 1; level <= (levels[p - 1] ?? 1); level += 1) {
        const slot = (p - 1) * 6 + (level - 1);
        const abilityId =
          sharedAbility === 'firstAndSecond' && p === 2 && level === 1
            ? 11
            : sharedAbility === 'secondAndThird' && p === 3 && level === 1
              ? 21
              : p * 10 + level;
        const base = offers.find((o) => o.ability_id === abilityId);
        const hasSpecial = base ? base.has_special_ability === 1 : (specials[slot] ?? false);
        offers.push({
          profession_id: p,
          ability_id: abilityId,
          order_learned: level,
          xpcost: base?.xpcost ?? costs[slot] ?? 1,
          has_special_ability: hasSpecial ? 1 : 0,
          special_ability_ids: hasSpecial ? [1000 + abilityId, 2000 + abilityId] : [],
        });
      }
    }
    const professionIds = Array.from({ length: professionCount }, (_, i) => i + 1);
    return { professionIds, offers, xp };
  });

const rowArb = fc.record({
  profession: fc.integer({ min: 1, max: PROFESSIONS_ON_OFFER }),
  level: fc.integer({ min: 1, max: 6 }),
  special: fc.constantFrom<'none' | 'linked' | 'other' | 'unlinked'>(
    'none',
    'linked',
    'other',
    'unlinked',
  ),
});
type RowPick = typeof rowArb extends fc.Arbitrary<infer T> ? T : never;

const actionArb = fc.oneof(
  { weight: 3, arbitrary: rowArb.map((row) => ({ kind: 'select' as const, row })) },
  // The next level of one of the character's professions: grows sheets worth locking.
  { weight: 6, arbitrary: rowArb.map((row) => ({ kind: 'selectNext' as const, row })) },
  { weight: 3, arbitrary: fc.nat(40).map((index) => ({ kind: 'deselect' as const, index })) },
  { weight: 2, arbitrary: rowArb.map((row) => ({ kind: 'special' as const, row })) },
  { weight: 3, arbitrary: fc.constant({ kind: 'save' as const }) },
  {
    weight: 2,
    arbitrary: fc
      .array(rowArb, { maxLength: 10 })
      .map((rows) => ({ kind: 'saveArbitrary' as const, rows })),
  },
  {
    // The stored sheet, edited the way a save past the lock would edit it.
    weight: 3,
    arbitrary: fc
      .record({
        index: fc.nat(40),
        edit: fc.constantFrom<'drop' | 'otherSpecial' | 'noSpecial' | 'otherProfession'>(
          'drop',
          'otherSpecial',
          'noSpecial',
          'otherProfession',
        ),
        profession: fc.integer({ min: 1, max: PROFESSIONS_ON_OFFER }),
      })
      .map((variant) => ({ kind: 'saveEdited' as const, ...variant })),
  },
  {
    weight: 2,
    arbitrary: fc.constantFrom(0, 1).map((value) => ({ kind: 'allowUpdate' as const, value })),
  },
  { weight: 1, arbitrary: fc.nat(10).map((amount) => ({ kind: 'award' as const, amount })) },
  { weight: 1, arbitrary: fc.constant({ kind: 'reload' as const }) },
);

function offerAt(world: World, profession: number, level: number): AbilityOffer | undefined {
  return world.offers.find((o) => o.profession_id === profession && o.order_learned === level);
}

function toSelection(world: World, pick: RowPick): AbilitySelection {
  const offer = offerAt(world, pick.profession, pick.level);
  // A level the profession lacks becomes an ability it does not offer.
  const abilityId = offer?.ability_id ?? 500 + pick.level;
  const linked = offer?.special_ability_ids ?? [];
  const special = {
    none: null,
    linked: linked[0] ?? 1000 + abilityId,
    other: linked[1] ?? 2000 + abilityId,
    unlinked: UNLINKED_SPECIAL,
  }[pick.special];
  return { profession_id: pick.profession, ability_id: abilityId, special_ability_id: special };
}

/** The rules of SPEC.md section 4, written out again: what a stored sheet must satisfy. */
function breaches(world: World, xp: number, sheet: readonly AbilitySelection[]): string[] {
  const found: string[] = [];
  const first = world.professionIds[0];
  const offerOf = (row: AbilitySelection) =>
    world.offers.find(
      (o) => o.profession_id === row.profession_id && o.ability_id === row.ability_id,
    );
  const hasLevel = (profession: number | undefined, level: number) =>
    sheet.some((s) => s.profession_id === profession && offerOf(s)?.order_learned === level);

  if (new Set(sheet.map((r) => r.ability_id)).size !== sheet.length) found.push('duplicate');
  let cost = 0;
  for (const row of sheet) {
    const offer = offerOf(row);
    if (!world.professionIds.includes(row.profession_id) || !offer) {
      found.push('not offered');
      continue;
    }
    cost += offer.xpcost;
    if (offer.order_learned > 1 && !hasLevel(row.profession_id, offer.order_learned - 1)) {
      found.push('order');
    }
    if (row.profession_id !== first && !hasLevel(first, offer.order_learned)) {
      found.push('first profession');
    }
    if (
      row.special_ability_id !== null &&
      (offer.has_special_ability !== 1 ||
        !(offer.special_ability_ids ?? []).includes(row.special_ability_id))
    ) {
      found.push('special not linked');
    }
  }
  if (cost > xp) found.push('xp budget');
  return found;
}

function keepsLockedRows(
  before: readonly StoredAbility[],
  allowUpdate: number,
  after: readonly AbilitySelection[],
): boolean {
  if (allowUpdate === 1) return true;
  return before.every((old) =>
    after.some(
      (row) =>
        row.ability_id === old.ability_id &&
        row.profession_id === old.profession_id &&
        row.special_ability_id === old.special_ability_id,
    ),
  );
}

/** A save locks no flagged ability, with special abilities to choose, left without one. */
function fillsSpecialSlots(
  world: World,
  before: readonly StoredAbility[],
  allowUpdate: number,
  after: readonly AbilitySelection[],
): boolean {
  return after.every((row) => {
    if (row.special_ability_id !== null) return true;
    if (allowUpdate === 0 && before.some((old) => old.ability_id === row.ability_id)) return true;
    const offer = world.offers.find(
      (o) => o.profession_id === row.profession_id && o.ability_id === row.ability_id,
    );
    return (
      !offer || offer.has_special_ability !== 1 || (offer.special_ability_ids ?? []).length === 0
    );
  });
}

describe('the character sheet under random use', () => {
  it('never stores a sheet that breaks a rule, and refuses only sheets that would', () => {
    fc.assert(
      fc.property(
        worldArb,
        fc.array(actionArb, { maxLength: 60, size: 'max' }),
        (world, actions) => {
          let xp = world.xp;
          let stored: StoredAbility[] = [];
          let allowUpdate = 0;
          let working: AbilitySelection[] = [];
          const rulesNow = (): SheetRules => ({
            professionIds: world.professionIds,
            offers: world.offers,
            xp,
            locked: lockedAbilities(stored, allowUpdate),
          });

          const trySave = (next: AbilitySelection[]) => {
            const verdict = checkSheetSave(rulesNow(), stored, allowUpdate, next);
            const sound =
              breaches(world, xp, next).length === 0 &&
              keepsLockedRows(stored, allowUpdate, next) &&
              fillsSpecialSlots(world, stored, allowUpdate, next);
            expect(verdict.ok).toBe(sound);
            if (!verdict.ok) return;
            const saved = saveSheet(next);
            stored = saved.rows;
            allowUpdate = saved.allow_update;
          };

          for (const action of actions) {
            switch (action.kind) {
              case 'select': {
                const result = selectAbility(rulesNow(), working, toSelection(world, action.row));
                if (result.ok) working = result.selection;
                break;
              }
              case 'selectNext': {
                const profession =
                  world.professionIds[(action.row.profession - 1) % world.professionIds.length] ??
                  1;
                const level = working.filter((row) => row.profession_id === profession).length + 1;
                const pick = { ...action.row, profession, level };
                const result = selectAbility(rulesNow(), working, toSelection(world, pick));
                if (result.ok) working = result.selection;
                break;
              }
              case 'deselect': {
                const target = working[action.index % Math.max(working.length, 1)];
                if (!target) break;
                const result = deselectAbility(rulesNow(), working, target);
                if (result.ok) working = result.selection;
                break;
              }
              case 'special': {
                const choice = toSelection(world, action.row);
                const result = chooseSpecialAbility(
                  rulesNow(),
                  working,
                  choice,
                  choice.special_ability_id,
                );
                if (result.ok) working = result.selection;
                break;
              }
              case 'save':
                trySave(working);
                break;
              case 'saveArbitrary':
                trySave(action.rows.map((row) => toSelection(world, row)));
                break;
              case 'saveEdited': {
                const next: AbilitySelection[] = stored.map(
                  ({ profession_id, ability_id, special_ability_id }) => ({
                    profession_id,
                    ability_id,
                    special_ability_id,
                  }),
                );
                const index = action.index % Math.max(next.length, 1);
                const row = next[index];
                if (!row) break;
                const offer = world.offers.find((o) => o.ability_id === row.ability_id);
                if (action.edit === 'drop') next.splice(index, 1);
                if (action.edit === 'noSpecial') next[index] = { ...row, special_ability_id: null };
                if (action.edit === 'otherSpecial') {
                  const other = (offer?.special_ability_ids ?? []).find(
                    (id) => id !== row.special_ability_id,
                  );
                  next[index] = { ...row, special_ability_id: other ?? null };
                }
                if (action.edit === 'otherProfession') {
                  // Where another profession offers the same ability, move the row there.
                  const elsewhere = world.offers.find(
                    (o) => o.ability_id === row.ability_id && o.profession_id !== row.profession_id,
                  );
                  next[index] = {
                    ...row,
                    profession_id: elsewhere?.profession_id ?? action.profession,
                  };
                }
                trySave(next);
                break;
              }
              case 'allowUpdate':
                allowUpdate = action.value;
                break;
              case 'award':
                xp += action.amount;
                break;
              case 'reload':
                working = stored.map(({ profession_id, ability_id, special_ability_id }) => ({
                  profession_id,
                  ability_id,
                  special_ability_id,
                }));
                break;
            }
            expect(breaches(world, xp, stored)).toEqual([]);
            expect(stored.every((row) => row.is_unlocked === 1)).toBe(true);
            // The client's step functions keep its working list valid too.
            expect(breaches(world, xp, working)).toEqual([]);
          }
        },
      ),
      { numRuns: 500 },
    );
  });
});
