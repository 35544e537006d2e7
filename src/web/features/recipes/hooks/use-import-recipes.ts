import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '@web/lib/query-keys';
import { recipesApi } from '../api/recipes-api';

/**
 * POST /api/recipes/import with one .md, .json or .zip file. The server saves all of the file's
 * recipes or none; afterwards every list, search and folder count refetches.
 */
export function useImportRecipes() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => recipesApi.importFile(file),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.recipes.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.folders }),
      ]);
    },
  });
}
