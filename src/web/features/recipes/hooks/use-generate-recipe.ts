import type { GenerateRecipeRequest, Recipe } from '@shared/contracts/recipes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '@web/lib/query-keys';
import { recipesApi } from '../api/recipes-api';

/**
 * POST /api/recipes/generate (the Recipe Manager's generate form): the server generates through
 * the chat's AI layer and saves. The new recipe goes straight into the detail cache; lists, folder
 * counts and the usage counter (the chat's 'Generations Used' too: a generation counts there) refetch.
 */
export function useGenerateRecipe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: GenerateRecipeRequest) => recipesApi.generate(body),
    onSuccess: async (recipe: Recipe) => {
      queryClient.setQueryData(queryKeys.recipes.detail(recipe.id), recipe);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.recipes.lists() }),
        queryClient.invalidateQueries({ queryKey: queryKeys.folders }),
        queryClient.invalidateQueries({ queryKey: queryKeys.usage.all }),
      ]);
    },
  });
}
