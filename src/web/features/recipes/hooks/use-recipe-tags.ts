import type { Recipe } from '@shared/contracts/recipes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@web/lib/toast';
import { queryKeys } from '@web/lib/query-keys';
import { recipesApi } from '../api/recipes-api';
import { addTag, removeTag } from '../lib/tags';
import { useT } from '@web/lib/i18n';

interface TagChange {
  kind: 'add' | 'remove';
  tags: string[];
}

/**
 * Tag add and remove on the detail page (platform.md §4 Recipe edit): shown at once, saved at
 * once, rolled back with the spec's toast ('Failed to add tag...' / 'Failed to remove tag...')
 * when the save fails.
 */
export function useRecipeTags(recipe: Recipe) {
  const t = useT('recipes');
  const queryClient = useQueryClient();
  const key = queryKeys.recipes.detail(recipe.id);
  const mutation = useMutation({
    mutationFn: ({ tags }: TagChange) => recipesApi.update(recipe.id, { tags }),
    onMutate: async ({ tags }) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<Recipe>(key);
      if (previous) queryClient.setQueryData<Recipe>(key, { ...previous, tags });
      return { previous };
    },
    onError: (_error, change, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
      toast.error(change.kind === 'add' ? t('detail.addTagFailed') : t('detail.removeTagFailed'));
    },
    onSuccess: (saved) => {
      queryClient.setQueryData(key, saved);
      void queryClient.invalidateQueries({ queryKey: queryKeys.recipes.lists() });
    },
  });

  return {
    /** False when the input was empty or a duplicate: nothing to save. */
    add(input: string): boolean {
      const tags = addTag(recipe.tags, input);
      if (!tags) return false;
      mutation.mutate({ kind: 'add', tags });
      return true;
    },
    remove(tag: string) {
      mutation.mutate({ kind: 'remove', tags: removeTag(recipe.tags, tag) });
    },
    isPending: mutation.isPending,
  };
}
