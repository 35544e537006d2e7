import { AppError } from '../../http/app-error';
import { definePolicy, isOwner } from '../../policies/policy';

/**
 * Who may do what with a recipe in the gallery (platform.md §2, §3): its owner only. An admin
 * gets nothing more here (the spec's admin pages are the metrics), and another user's recipe is
 * refused exactly like one that does not exist. The gallery, search, folder counts and the export
 * list the owner's own recipes, filtered by user in SQL (recipes.queries.ts, recipe-search.ts,
 * recipe-io.queries.ts).
 */
export const recipePolicy = definePolicy<{ userId: string }>()({
  rules: {
    /** Open it, download it, see its cover. */
    read: isOwner,
    /** Edit its fields, move it between folders, change its privacy. */
    update: isOwner,
    delete: isOwner,
  },
  refusal: () => new AppError('recipe.notFound'),
});
