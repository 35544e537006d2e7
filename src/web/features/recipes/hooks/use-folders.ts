import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '@web/lib/query-keys';
import { foldersApi } from '../api/recipes-api';

/**
 * The user's folders with their recipe counts (name ascending) and the All Recipes total.
 * platform.md §9: folder fetches retry 3 times, backing off from 1 s, doubling.
 */
export function useFolders(enabled = true) {
  return useQuery({
    queryKey: queryKeys.folders,
    queryFn: ({ signal }) => foldersApi.list(signal),
    enabled,
    retry: 3,
    retryDelay: (attempt) => 1_000 * 2 ** attempt,
    staleTime: 15_000,
  });
}

/** Create, rename and delete; each refreshes the folders, and deletes the recipe lists too. */
export function useFolderMutations() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: queryKeys.folders });
  const create = useMutation({
    mutationFn: (name: string) => foldersApi.create({ name }),
    onSuccess: refresh,
  });
  const rename = useMutation({
    mutationFn: ({ id, name }: { id: string; name: string }) => foldersApi.rename(id, name),
    onSuccess: refresh,
  });
  const remove = useMutation({
    mutationFn: (id: string) => foldersApi.remove(id),
    onSuccess: async () => {
      // Its recipes fell back to no folder: open lists and recipes show stale folder ids.
      await Promise.all([refresh(), queryClient.invalidateQueries({ queryKey: queryKeys.recipes.all })]);
    },
  });
  return { create, rename, remove };
}
