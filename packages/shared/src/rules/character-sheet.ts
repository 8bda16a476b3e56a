import {
  ABILITY_RULES,
  findOffer,
  validateSelection,
  type AbilitySelection,
  type SheetRules,
} from './ability-selection';
import { ALLOWED, refuse, type RuleVerdict } from './rule-verdict';

/**
 * Locking the sheet (SPEC.md section 4 "Character sheet lock"; ARCHITECTURE.md section 6).
 * Saving stores the whole list at once, marks every row unlocked (saved) and sets
 * allow_update back to 0. While allow_update is 0 a save may add abilities but neither
 * drop nor change (profession or special ability) a saved one; staff reopen the sheet by
 * setting allow_update to 1.
 */

export const SHEET_RULES = {
  abilityLocked: ABILITY_RULES.abilityLocked,
  professionHasUnlockedAbilities: {
    code: 'characters.professionHasUnlockedAbilities',
    message: 'Cannot remove this profession - it has unlocked abilities',
  },
  specialAbilityMissing: {
    code: 'characters.specialAbilityMissing',
    message: 'Choose the special ability of this ability before locking it',
  },
} as const;

/** A row as stored: `is_unlocked` is 1 once saved. */
export interface StoredAbility extends AbilitySelection {
  is_unlocked: number;
}

/** A saved row is permanent (locked) unless staff have allowed an update. */
export function isPermanent(row: Pick<StoredAbility, 'is_unlocked'>, allowUpdate: number): boolean {
  return row.is_unlocked === 1 && allowUpdate === 0;
}

/** The rows a save must keep exactly as they are. */
export function lockedAbilities(
  stored: readonly StoredAbility[],
  allowUpdate: number,
): AbilitySelection[] {
  return stored
    .filter((row) => isPermanent(row, allowUpdate))
    .map(({ profession_id, ability_id, special_ability_id }) => ({
      profession_id,
      ability_id,
      special_ability_id,
    }));
}

/** Every locked row is in `next` with the same profession and special ability. */
export function checkLockedPreserved(
  stored: readonly StoredAbility[],
  allowUpdate: number,
  next: readonly AbilitySelection[],
): RuleVerdict {
  const kept = lockedAbilities(stored, allowUpdate).every((locked) =>
    next.some(
      (row) =>
        row.ability_id === locked.ability_id &&
        row.profession_id === locked.profession_id &&
        row.special_ability_id === locked.special_ability_id,
    ),
  );
  return kept ? ALLOWED : refuse(SHEET_RULES.abilityLocked);
}

/**
 * The rows a save would lock that carry the special-ability flag, have special abilities
 * to choose from, and have none chosen: locking them would spend the XP on an empty slot.
 * Rows already locked before the save are left out; the member cannot change them.
 */
export function emptySpecialSlots(
  rules: SheetRules,
  stored: readonly StoredAbility[],
  allowUpdate: number,
  next: readonly AbilitySelection[],
): AbilitySelection[] {
  const locked = lockedAbilities(stored, allowUpdate);
  return next.filter((row) => {
    if (row.special_ability_id !== null) return false;
    if (locked.some((l) => l.ability_id === row.ability_id)) return false;
    const offer = findOffer(rules, row);
    if (!offer || offer.has_special_ability !== 1) return false;
    // Unknown links (not loaded yet on the client) count as a slot to fill.
    return (offer.special_ability_ids?.length ?? 1) > 0;
  });
}

/** No save locks an ability with its special-ability slot left empty. */
export function checkSpecialSlotsFilled(
  rules: SheetRules,
  stored: readonly StoredAbility[],
  allowUpdate: number,
  next: readonly AbilitySelection[],
): RuleVerdict {
  const [empty] = emptySpecialSlots(rules, stored, allowUpdate, next);
  return empty
    ? refuse(SHEET_RULES.specialAbilityMissing, {
        ability_id: empty.ability_id,
        profession_id: empty.profession_id,
      })
    : ALLOWED;
}

/**
 * Whether `next` may replace the stored sheet: the lock, the selection rules, and no
 * special-ability slot left empty.
 */
export function checkSheetSave(
  rules: SheetRules,
  stored: readonly StoredAbility[],
  allowUpdate: number,
  next: readonly AbilitySelection[],
): RuleVerdict {
  const lock = checkLockedPreserved(stored, allowUpdate, next);
  if (!lock.ok) return lock;
  const valid = validateSelection(rules, next);
  return valid.ok ? checkSpecialSlotsFilled(rules, stored, allowUpdate, next) : valid;
}

export interface SavedSheet {
  rows: StoredAbility[];
  allow_update: 0;
}

/** The sheet after a save that checkSheetSave allowed. */
export function saveSheet(next: readonly AbilitySelection[]): SavedSheet {
  return { rows: next.map((row) => ({ ...row, is_unlocked: 1 })), allow_update: 0 };
}

/** A profession with saved abilities stays on the character. */
export function checkProfessionRemoval(
  stored: readonly StoredAbility[],
  professionId: number,
): RuleVerdict {
  return stored.some((row) => row.profession_id === professionId && row.is_unlocked === 1)
    ? refuse(SHEET_RULES.professionHasUnlockedAbilities)
    : ALLOWED;
}
