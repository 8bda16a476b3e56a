import { useQuery } from '@tanstack/react-query';
import type { CharacterRecipes } from '@club/shared/contract/crafting';
import { apiQuery } from '../../../api/api-query';
import * as apiPaths from '../../../config/api-paths';

/** GET characters/{id}/recipes: what the character can make, and what each takes. */
export function characterRecipesQuery(characterId: number) {
  return apiQuery<CharacterRecipes>(apiPaths.crafting.recipesOf(characterId));
}

export function useCharacterRecipes(characterId: number) {
  return useQuery(characterRecipesQuery(characterId));
}
