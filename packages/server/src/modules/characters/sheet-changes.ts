import type { StoredAbilityRecord } from './sheet.repository';

/** What writing a new sheet over the stored one changes, row by row. */
export interface SheetChanges {
  /** Abilities stored but no longer on the sheet. */
  removedAbilityIds: number[];
  /** Rows new to the sheet, or stored with another profession, special ability or state. */
  written: StoredAbilityRecord[];
}

/**
 * The rows a save must delete and write to turn `stored` into `next`; a row already stored
 * as it is stays untouched. A sheet is keyed by its ability (one row per character and
 * ability), as the table's unique pair is.
 */
export function sheetChanges(
  stored: readonly StoredAbilityRecord[],
  next: readonly StoredAbilityRecord[],
): SheetChanges {
  const kept = new Map(stored.map((row) => [row.ability_id, row]));
  const written: StoredAbilityRecord[] = [];
  for (const row of next) {
    const before = kept.get(row.ability_id);
    kept.delete(row.ability_id);
    if (
      before &&
      before.profession_id === row.profession_id &&
      before.special_ability_id === row.special_ability_id &&
      before.is_unlocked === row.is_unlocked
    ) {
      continue;
    }
    written.push(row);
  }
  return { removedAbilityIds: [...kept.keys()], written };
}
