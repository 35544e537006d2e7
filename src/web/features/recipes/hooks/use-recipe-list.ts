import { useInfiniteQuery } from '@tanstack/react-query';
import { queryKeys } from '@web/lib/query-keys';
import { recipesApi } from '../api/recipes-api';

export interface RecipeListFilter {
  q: string;
  /** A folder id, or undefined for all recipes. */
  folderId?: string;
}

/** The gallery's recipes, newest first, paged on the server by cursor ("Load more"). */
export function useRecipeList(filter: RecipeListFilter, enabled: boolean) {
  const query = { q: filter.q || undefined, folderId: filter.folderId };
  const result = useInfiniteQuery({
    queryKey: queryKeys.recipes.list(query),
    queryFn: ({ pageParam, signal }) => recipesApi.list({ ...query, cursor: pageParam }, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
    enabled,
  });
  const items = result.data?.pages.flatMap((page) => page.items) ?? [];
  const total = result.data?.pages[0]?.total ?? 0;
  return { ...result, items, total };
}
