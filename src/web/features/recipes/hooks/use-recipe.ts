import type { Recipe } from '@shared/contracts/recipes';
import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '@web/lib/query-keys';
import { recipesApi } from '../api/recipes-api';

/** One recipe by id; a 404 (missing or another user's) is not retried. */
export function useRecipe(id: string, initialData?: Recipe) {
  return useQuery({
    queryKey: queryKeys.recipes.detail(id),
    queryFn: ({ signal }) => recipesApi.get(id, signal),
    initialData,
    // Navigation state may be older than the server's copy: refetch it once in the background.
    initialDataUpdatedAt: initialData ? 0 : undefined,
    retry: false,
  });
}
