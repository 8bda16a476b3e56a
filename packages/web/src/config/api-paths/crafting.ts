import type { Id } from './path-parts';

/** Crafting: a special ability's recipe, what a character can make, crafting. */
export const crafting = {
  recipe: (specialAbilityId: Id) => `special-abilities/${specialAbilityId}/recipe`,
  recipesOf: (characterId: Id) => `characters/${characterId}/recipes`,
  craft: (characterId: Id) => `characters/${characterId}/craft`,
};
