import type { RecipeSearchResult } from '@shared/contracts/recipes';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { queryKeys } from '@web/lib/query-keys';
import { recipesApi } from '../api/recipes-api';
import { useDebouncedValue } from './use-debounced-value';

/** platform.md §9: the search waits 150 ms after the last keystroke. */
export const SEARCH_DEBOUNCE_MS = 150;

const NO_RESULTS: RecipeSearchResult[] = [];

/**
 * The server-side recipe search (GET /api/recipes/search): top 10, already ordered recipe, tag,
 * content. Runs only for a non-blank, debounced query; the previous results stay on screen while
 * the next ones load so the list does not flicker on every keystroke.
 */
export function useRecipeSearch(query: string) {
  const debounced = useDebouncedValue(query.trim(), SEARCH_DEBOUNCE_MS);
  const active = debounced.length > 0;
  const result = useQuery({
    queryKey: queryKeys.recipes.search(debounced),
    queryFn: ({ signal }) => recipesApi.search(debounced, signal),
    enabled: active,
    staleTime: 15_000,
    placeholderData: keepPreviousData,
  });
  const results: RecipeSearchResult[] = (active && result.data?.results) || NO_RESULTS;
  return {
    /** The query the shown results belong to. */
    settledQuery: debounced,
    results,
    /** Typing or fetching: the results do not match the input yet. */
    pending: query.trim() !== debounced || (active && result.isFetching),
    isError: active && result.isError,
    /** The first answer for this query has arrived. */
    ready: active && result.isSuccess && !result.isPlaceholderData,
  };
}
