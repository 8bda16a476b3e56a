import { ALLOWED, firstRefusal, refuse, type RuleRefusal, type RuleVerdict } from './rule-verdict';
import { xpSpent } from './xp';

/**
 * Choosing abilities on the sheet (SPEC.md section 4 "Ability selection"): the order
 * of levels, the first-profession rule, no ability twice, the XP budget and the special
 * abilities linked to an ability. The client runs the step functions for instant
 * feedback; the server runs validateSelection on the whole list it is asked to save.
 */

export const ABILITY_RULES = {
  professionNotOnCharacter: {
    code: 'characters.professionNotOnCharacter',
    message: "This profession is not one of the character's professions",
  },
  abilityNotInProfession: {
    code: 'characters.abilityNotInProfession',
    message: 'This ability is not offered by the profession',
  },
  duplicateAbility: {
    code: 'characters.duplicateAbility',
    message: 'This ability is already selected',
  },
  abilityOrder: {
    code: 'characters.abilityOrder',
    message: 'Select level {level} of this profession first',
  },
  firstProfessionLevel: {
    code: 'characters.firstProfessionLevel',
    message: 'Select level {level} of the first profession first',
  },
  notEnoughXp: {
    code: 'characters.notEnoughXp',
    message: 'Not enough XP: the abilities cost {cost} XP and the character has {xp} XP',
  },
  specialAbilityNotLinked: {
    code: 'characters.specialAbilityNotLinked',
    message: 'This special ability cannot be chosen for this ability',
  },
  higherLevelSelected: {
    code: 'characters.higherLevelSelected',
    message: 'Cannot remove this ability while higher level abilities are selected.',
  },
  /** The same refusal for a pick made now, not yet saved: deselecting, not removing. */
  higherLevelSelectedUnsaved: {
    code: 'characters.higherLevelSelectedUnsaved',
    message: 'Cannot deselect this ability while higher level abilities are selected.',
  },
  abilityLocked: {
    code: 'characters.abilityLocked',
    message: 'This ability is locked and cannot be removed or changed',
  },
} as const;

/** One ability as one level of a profession the character has. */
export interface AbilityOffer {
  profession_id: number;
  ability_id: number;
  /** The level, 1..6. */
  order_learned: number;
  xpcost: number;
  has_special_ability: number;
  /**
   * The special abilities linked to the ability. Left out where they are not loaded yet
   * (the client loads them when a cell is selected); the server always gives them.
   */
  special_ability_ids?: readonly number[];
}

export interface AbilitySelection {
  profession_id: number;
  ability_id: number;
  special_ability_id: number | null;
}

export type AbilityRef = Pick<AbilitySelection, 'profession_id' | 'ability_id'>;

export interface SheetRules {
  /** The character's professions by position: index 0 is the first profession. */
  professionIds: readonly number[];
  /** What those professions offer. */
  offers: readonly AbilityOffer[];
  /** The character's XP: the sum of its ledger. */
  xp: number;
  /** Saved rows that may be neither dropped nor changed (character-sheet's lockedAbilities). */
  locked?: readonly AbilitySelection[];
}

/** A step that changes the selection: the new selection, or why not. */
export type SelectionChange = { ok: true; selection: AbilitySelection[] } | RuleRefusal;

function key(professionId: number, abilityId: number): string {
  return `${professionId}:${abilityId}`;
}

function sameRow(a: AbilityRef, b: AbilityRef): boolean {
  return a.profession_id === b.profession_id && a.ability_id === b.ability_id;
}

/** The offer behind a (profession, ability) pair, if the profession offers it. */
export function findOffer(rules: SheetRules, ref: AbilityRef): AbilityOffer | undefined {
  return rules.offers.find((offer) => sameRow(offer, ref));
}

/** The levels selected per profession. */
export function selectedLevels(
  rules: SheetRules,
  selection: readonly AbilityRef[],
): Map<number, Set<number>> {
  const offers = new Map(
    rules.offers.map((offer) => [key(offer.profession_id, offer.ability_id), offer]),
  );
  const levels = new Map<number, Set<number>>();
  for (const row of selection) {
    const offer = offers.get(key(row.profession_id, row.ability_id));
    if (!offer) continue;
    const set = levels.get(row.profession_id) ?? new Set<number>();
    set.add(offer.order_learned);
    levels.set(row.profession_id, set);
  }
  return levels;
}

function isLocked(rules: SheetRules, ref: AbilityRef): boolean {
  return (rules.locked ?? []).some((row) => sameRow(row, ref));
}

/** The offer behind a row on one of the character's professions, or why there is none. */
function offerFor(rules: SheetRules, row: AbilityRef): AbilityOffer | RuleRefusal {
  if (!rules.professionIds.includes(row.profession_id)) {
    return refuse(ABILITY_RULES.professionNotOnCharacter);
  }
  return findOffer(rules, row) ?? refuse(ABILITY_RULES.abilityNotInProfession);
}

function isRefusal(value: AbilityOffer | RuleRefusal): value is RuleRefusal {
  return 'ok' in value;
}

/** A special ability only on an ability that has them, and only one linked to it. */
export function checkSpecialAbility(
  offer: AbilityOffer,
  specialAbilityId: number | null,
): RuleVerdict {
  if (specialAbilityId === null) return ALLOWED;
  if (offer.has_special_ability !== 1) return refuse(ABILITY_RULES.specialAbilityNotLinked);
  if (offer.special_ability_ids && !offer.special_ability_ids.includes(specialAbilityId)) {
    return refuse(ABILITY_RULES.specialAbilityNotLinked);
  }
  return ALLOWED;
}

/**
 * Level n of a profession needs level n−1 of it; level n of any but the first profession
 * needs level n of the first.
 */
export function checkLevelRules(
  rules: SheetRules,
  levels: Map<number, Set<number>>,
  professionId: number,
  level: number,
): RuleVerdict {
  if (level > 1 && !levels.get(professionId)?.has(level - 1)) {
    return refuse(ABILITY_RULES.abilityOrder, { level: level - 1 });
  }
  const first = rules.professionIds[0];
  if (professionId !== first && (first === undefined || !levels.get(first)?.has(level))) {
    return refuse(ABILITY_RULES.firstProfessionLevel, { level });
  }
  return ALLOWED;
}

function checkBudget(rules: SheetRules, cost: number): RuleVerdict {
  return cost > rules.xp ? refuse(ABILITY_RULES.notEnoughXp, { cost, xp: rules.xp }) : ALLOWED;
}

/** Whether `candidate` may be added to `selection`. */
export function checkSelect(
  rules: SheetRules,
  selection: readonly AbilitySelection[],
  candidate: AbilitySelection,
): RuleVerdict {
  const offer = offerFor(rules, candidate);
  if (isRefusal(offer)) return offer;
  return firstRefusal(
    () =>
      selection.some((row) => row.ability_id === candidate.ability_id)
        ? refuse(ABILITY_RULES.duplicateAbility)
        : ALLOWED,
    () => checkSpecialAbility(offer, candidate.special_ability_id),
    () =>
      checkLevelRules(
        rules,
        selectedLevels(rules, selection),
        offer.profession_id,
        offer.order_learned,
      ),
    () => checkBudget(rules, xpSpent(selection, rules.offers) + offer.xpcost),
  );
}

export function selectAbility(
  rules: SheetRules,
  selection: readonly AbilitySelection[],
  candidate: AbilitySelection,
): SelectionChange {
  const verdict = checkSelect(rules, selection, candidate);
  return verdict.ok ? { ok: true, selection: [...selection, candidate] } : verdict;
}

/**
 * Removing an ability: refused while a higher level of its profession is selected or
 * when it is locked. Removing a level of the first profession also removes that level
 * from the other professions, which no longer have what they stood on. When `saved` (the
 * sheet as stored) is given, a pick made now and not in it is refused as a deselection
 * (SPEC.md 4: the create flow's wording), a saved one as a removal.
 */
export function deselectAbility(
  rules: SheetRules,
  selection: readonly AbilitySelection[],
  target: AbilityRef,
  saved?: readonly AbilityRef[],
): SelectionChange {
  if (!selection.some((row) => sameRow(row, target)))
    return { ok: true, selection: [...selection] };
  const offer = findOffer(rules, target);
  if (!offer) {
    if (isLocked(rules, target)) return refuse(ABILITY_RULES.abilityLocked);
    return { ok: true, selection: selection.filter((row) => !sameRow(row, target)) };
  }
  const levels = selectedLevels(rules, selection);
  const ownLevels = levels.get(target.profession_id) ?? new Set<number>();
  if ([...ownLevels].some((level) => level > offer.order_learned)) {
    const unsaved = saved !== undefined && !saved.some((row) => sameRow(row, target));
    return refuse(
      unsaved ? ABILITY_RULES.higherLevelSelectedUnsaved : ABILITY_RULES.higherLevelSelected,
    );
  }
  const isFirst = target.profession_id === rules.professionIds[0];
  const removed = selection.filter((row) => {
    if (sameRow(row, target)) return true;
    if (!isFirst) return false;
    return findOffer(rules, row)?.order_learned === offer.order_learned;
  });
  if (removed.some((row) => isLocked(rules, row))) return refuse(ABILITY_RULES.abilityLocked);
  return { ok: true, selection: selection.filter((row) => !removed.includes(row)) };
}

/** Choosing (or clearing, with null) the special ability of a selected ability. */
export function chooseSpecialAbility(
  rules: SheetRules,
  selection: readonly AbilitySelection[],
  target: AbilityRef,
  specialAbilityId: number | null,
): SelectionChange {
  const row = selection.find((r) => sameRow(r, target));
  const offer = findOffer(rules, target);
  if (!row || !offer) return refuse(ABILITY_RULES.abilityNotInProfession);
  if (row.special_ability_id === specialAbilityId) return { ok: true, selection: [...selection] };
  if (isLocked(rules, target)) return refuse(ABILITY_RULES.abilityLocked);
  const verdict = checkSpecialAbility(offer, specialAbilityId);
  if (!verdict.ok) return verdict;
  return {
    ok: true,
    selection: selection.map((r) =>
      r === row ? { ...r, special_ability_id: specialAbilityId } : r,
    ),
  };
}

/**
 * A whole selection, as the server receives it: every row on one of the character's
 * professions and offered by it, no ability twice, specials linked, the level rules for
 * every row, and the total within the character's XP.
 */
export function validateSelection(
  rules: SheetRules,
  selection: readonly AbilitySelection[],
): RuleVerdict {
  const offered: Array<[AbilitySelection, AbilityOffer]> = [];
  for (const row of selection) {
    const offer = offerFor(rules, row);
    if (isRefusal(offer)) return offer;
    offered.push([row, offer]);
  }
  const abilityIds = new Set(selection.map((row) => row.ability_id));
  if (abilityIds.size !== selection.length) return refuse(ABILITY_RULES.duplicateAbility);
  const levels = selectedLevels(rules, selection);
  for (const [row, offer] of offered) {
    const verdict = firstRefusal(
      () => checkSpecialAbility(offer, row.special_ability_id),
      () => checkLevelRules(rules, levels, offer.profession_id, offer.order_learned),
    );
    if (!verdict.ok) return verdict;
  }
  return checkBudget(rules, xpSpent(selection, rules.offers));
}
