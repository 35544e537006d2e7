import type { Recipe, UpdateRecipeRequest } from '@shared/contracts/recipes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '@web/lib/query-keys';
import { recipesApi } from '../api/recipes-api';

/** PATCH a recipe; the answer becomes the cached detail and every list and folder count refetches. */
export function useUpdateRecipe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: UpdateRecipeRequest }) => recipesApi.update(id, body),
    onSuccess: async (recipe: Recipe) => {
      queryClient.setQueryData(queryKeys.recipes.detail(recipe.id), recipe);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.recipes.lists() }),
        queryClient.invalidateQueries({ queryKey: queryKeys.folders }),
      ]);
    },
  });
}

/**
 * DELETE a recipe; lists and counts refetch. Its detail is only marked stale, not removed: the
 * page showing it is still mounted until it navigates away and must not refetch into a 404.
 */
export function useDeleteRecipe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => recipesApi.remove(id),
    onSuccess: async (_data, id) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.recipes.detail(id), refetchType: 'none' }),
        queryClient.invalidateQueries({ queryKey: queryKeys.recipes.lists() }),
        queryClient.invalidateQueries({ queryKey: queryKeys.folders }),
      ]);
    },
  });
}
