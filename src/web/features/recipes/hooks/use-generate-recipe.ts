import type { GenerateRecipeRequest, Recipe } from '@shared/contracts/recipes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { recipeKeys, recipesApi } from '../api/recipes-api';

/** The usage counter's key prefix (the chat's 'Generations Used'): a generation counts there too. */
export const USAGE_KEY_PREFIX = ['usage'] as const;

/**
 * POST /api/recipes/generate (the Recipe Manager's generate form): the server generates through
 * the chat's AI layer and saves. The new recipe goes straight into the detail cache; lists, folder
 * counts and the usage counter refetch.
 */
export function useGenerateRecipe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: GenerateRecipeRequest) => recipesApi.generate(body),
    onSuccess: async (recipe: Recipe) => {
      queryClient.setQueryData(recipeKeys.detail(recipe.id), recipe);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: recipeKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: recipeKeys.folders }),
        queryClient.invalidateQueries({ queryKey: USAGE_KEY_PREFIX }),
      ]);
    },
  });
}
