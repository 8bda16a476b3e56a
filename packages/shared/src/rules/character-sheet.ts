import {
  ABILITY_RULES,
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

/** Whether `next` may replace the stored sheet: the selection rules and the lock. */
export function checkSheetSave(
  rules: SheetRules,
  stored: readonly StoredAbility[],
  allowUpdate: number,
  next: readonly AbilitySelection[],
): RuleVerdict {
  const lock = checkLockedPreserved(stored, allowUpdate, next);
  return lock.ok ? validateSelection(rules, next) : lock;
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
