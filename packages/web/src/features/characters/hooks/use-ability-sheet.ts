import { useMemo, useState } from 'react';
import type { Character, CharacterAbility } from '@club/shared/contract/characters';
import type { ProfessionAbility } from '@club/shared/contract/rules';
import {
  checkSelect,
  chooseSpecialAbility,
  deselectAbility,
  selectAbility,
  type AbilityOffer,
  type AbilityRef,
  type AbilitySelection,
  type SheetRules,
} from '@club/shared/rules/ability-selection';
import { checkSheetSave, lockedAbilities } from '@club/shared/rules/character-sheet';
import type { RuleRefusal, RuleVerdict } from '@club/shared/rules/rule-verdict';
import { remainingXp, xpSpent } from '@club/shared/rules/xp';

export interface SheetColumn {
  professionId: number;
  name: string;
  position: number;
  abilities: ProfessionAbility[];
}

export type CellState =
  | { kind: 'selected'; locked: boolean; specialAbilityId: number | null }
  | { kind: 'available' }
  | { kind: 'blocked'; refusal: RuleRefusal };

function toSelection(
  row: Pick<CharacterAbility, 'profession_id' | 'ability_id' | 'special_ability_id'>,
): AbilitySelection {
  return {
    profession_id: row.profession_id,
    ability_id: row.ability_id,
    special_ability_id: row.special_ability_id,
  };
}

/** The rules of one character's sheet, built from what the API answered. */
export function buildSheetRules(
  character: Pick<Character, 'professions' | 'xp' | 'allow_update'>,
  columns: readonly SheetColumn[],
  stored: readonly CharacterAbility[],
): SheetRules {
  const offers: AbilityOffer[] = columns.flatMap((column) =>
    column.abilities.map((ability) => ({
      profession_id: column.professionId,
      ability_id: ability.id,
      order_learned: ability.order_learned,
      xpcost: ability.xpcost,
      has_special_ability: ability.has_special_ability,
    })),
  );
  return {
    professionIds: [...character.professions]
      .sort((a, b) => a.position - b.position)
      .map((p) => p.id),
    offers,
    xp: character.xp,
    locked: lockedAbilities(stored, character.allow_update),
  };
}

const sameRef = (a: AbilityRef, b: AbilityRef) =>
  a.profession_id === b.profession_id && a.ability_id === b.ability_id;

/** What one cell shows: chosen (and whether it is locked), free to choose, or why not. */
export function cellState(
  rules: SheetRules,
  selection: readonly AbilitySelection[],
  ref: AbilityRef,
): CellState {
  const row = selection.find((r) => sameRef(r, ref));
  if (row) {
    const locked = (rules.locked ?? []).some((l) => sameRef(l, ref));
    return { kind: 'selected', locked, specialAbilityId: row.special_ability_id };
  }
  const verdict = checkSelect(rules, selection, { ...ref, special_ability_id: null });
  return verdict.ok ? { kind: 'available' } : { kind: 'blocked', refusal: verdict };
}

/**
 * The sheet being edited: the saved rows until the player changes something, every step
 * judged by the shared selection rules so the screen refuses what the server would.
 */
export function useAbilitySheet(
  character: Character | undefined,
  columns: readonly SheetColumn[],
  stored: readonly CharacterAbility[] | undefined,
) {
  const [edited, setEdited] = useState<AbilitySelection[] | null>(null);
  const [refusal, setRefusal] = useState<RuleRefusal | null>(null);

  const storedSelection = useMemo(() => (stored ?? []).map(toSelection), [stored]);
  const selection = edited ?? storedSelection;
  const rules = useMemo(
    () => (character ? buildSheetRules(character, columns, stored ?? []) : null),
    [character, columns, stored],
  );
  const spent = rules ? xpSpent(selection, rules.offers) : 0;

  const apply = (change: { ok: true; selection: AbilitySelection[] } | RuleRefusal) => {
    if (change.ok) {
      setEdited(change.selection);
      setRefusal(null);
    } else {
      setRefusal(change);
    }
  };

  const toggle = (ref: AbilityRef) => {
    if (!rules) return;
    const chosen = selection.some((r) => sameRef(r, ref));
    apply(
      chosen
        ? deselectAbility(rules, selection, ref, storedSelection)
        : selectAbility(rules, selection, { ...ref, special_ability_id: null }),
    );
  };

  const chooseSpecial = (ref: AbilityRef, specialAbilityId: number | null) => {
    if (rules) apply(chooseSpecialAbility(rules, selection, ref, specialAbilityId));
  };

  const checkSave = (): RuleVerdict =>
    rules && character
      ? checkSheetSave(rules, stored ?? [], character.allow_update, selection)
      : { ok: true };

  return {
    rules,
    selection,
    changed: edited !== null,
    spent,
    remaining: remainingXp(character?.xp ?? 0, spent),
    refusal,
    clearRefusal: () => setRefusal(null),
    toggle,
    chooseSpecial,
    checkSave,
    /** After a save the stored rows are the sheet again. */
    reset: () => {
      setEdited(null);
      setRefusal(null);
    },
    state: (ref: AbilityRef): CellState =>
      rules ? cellState(rules, selection, ref) : { kind: 'available' },
  };
}
