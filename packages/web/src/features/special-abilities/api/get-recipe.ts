import { useQuery } from '@tanstack/react-query';
import type { RecipeResponse } from '@club/shared/contract/crafting';
import { apiQuery } from '../../../api/api-query';
import * as apiPaths from '../../../config/api-paths';

/** GET special-abilities/{id}/recipe: the recipe and what the ingredients text proposes. */
export function recipeQuery(specialAbilityId: number) {
  return apiQuery<RecipeResponse>(apiPaths.crafting.recipe(specialAbilityId));
}

export function useRecipe(specialAbilityId: number, enabled: boolean) {
  return useQuery({ ...recipeQuery(specialAbilityId), enabled });
}
