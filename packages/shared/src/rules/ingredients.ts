/**
 * A special ability's `ingredients` are free text written by the board ("2 røllike,
 * 1 fedt"). These read it as parts and find the catalogue's item type each part names, the
 * same way wherever it is asked (the demo catalogue's check, the recipe editor's proposal).
 */

export interface IngredientPart {
  /** The leading whole number, or null when the part has none ("varmt vand"). */
  quantity: number | null;
  /** The rest of the part, trimmed ("røllike", "månemos plukket ved fuldmåne"). */
  text: string;
}

/** The parts between commas, each with its leading quantity if it has one. */
export function parseIngredients(text: string): IngredientPart[] {
  return text
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '')
    .map((part) => {
      const match = /^(\d{1,6})\s+(.+)$/.exec(part);
      return match
        ? { quantity: Number(match[1]), text: match[2]!.trim() }
        : { quantity: null, text: part };
    });
}

/** Names compared without case, surrounding spaces or Unicode composition differences. */
export function ingredientKey(text: string): string {
  return text.normalize('NFC').trim().toLowerCase();
}

/**
 * The item type a part names: the one with the longest name the part begins with, as a
 * whole word ("månemos plukket ved fuldmåne" names Månemos; "guldstøv" does not name Guld).
 * Null when none does.
 */
export function matchItemType<T extends { name: string }>(
  part: string,
  types: readonly T[],
): T | null {
  const text = ingredientKey(part);
  let best: T | null = null;
  for (const type of types) {
    const name = ingredientKey(type.name);
    if (name === '' || !text.startsWith(name)) continue;
    const next = text.charAt(name.length);
    if (next !== '' && /[\p{L}\p{N}]/u.test(next)) continue;
    if (!best || name.length > ingredientKey(best.name).length) best = type;
  }
  return best;
}
