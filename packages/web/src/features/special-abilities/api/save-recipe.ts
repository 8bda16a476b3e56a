import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Recipe, RecipeUpdate } from '@club/shared/contract/crafting';
import { apiRequest } from '../../../api/client';
import * as apiPaths from '../../../config/api-paths';
import { recipeQuery } from './get-recipe';

/** PUT special-abilities/{id}/recipe (the board), or DELETE with `recipe` null. */
export async function saveRecipe({
  specialAbilityId,
  recipe,
}: {
  specialAbilityId: number;
  recipe: RecipeUpdate | null;
}): Promise<Recipe | null> {
  const path = apiPaths.crafting.recipe(specialAbilityId);
  if (recipe === null) {
    await apiRequest<void>(path, { method: 'DELETE' });
    return null;
  }
  return apiRequest<Recipe>(path, { method: 'PUT', body: recipe });
}

export function useSaveRecipe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveRecipe,
    onSuccess: (_, { specialAbilityId }) =>
      queryClient.invalidateQueries({ queryKey: recipeQuery(specialAbilityId).queryKey }),
  });
}
