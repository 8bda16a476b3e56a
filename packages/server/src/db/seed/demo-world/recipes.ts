/**
 * The demo world's recipes (decision 030): every alchemy, herbalism and poison special
 * ability gets one. Its ingredients are the numbered parts of its `ingredients` text that
 * name a catalogue type (demo.test.ts checks that each does); its product is a unique
 * type of its own (a card per flask), named after the special ability, and it keeps for a
 * number of events that depends on the craft: herbs wilt, poisons last, alchemy lasts longest.
 */
export const DEMO_RECIPE_TYPES = ['Urtekundskab', 'Giftkundskab', 'Alkymi'] as const;

export const DEMO_KEEPS_EVENTS: Record<(typeof DEMO_RECIPE_TYPES)[number], number> = {
  Urtekundskab: 1,
  Giftkundskab: 2,
  Alkymi: 3,
};

/**
 * The product's name: the special ability's own, or, where an ingredient already has that
 * name (the herb Månemos and the recipe Månemos), "Tilberedt månemos".
 */
export function productName(specialName: string, takenNames: ReadonlySet<string>): string {
  return takenNames.has(specialName.toLowerCase())
    ? `Tilberedt ${specialName.charAt(0).toLowerCase()}${specialName.slice(1)}`
    : specialName;
}
