import { type UpdateRecipeRequest, updateRecipeSchema } from '@shared/contracts/recipes';

export type RecipeFieldErrors = Partial<Record<'title' | 'description' | 'content' | 'tags', string>>;

/**
 * Checks an edit with the same contract the server validates against, so the messages match
 * word for word ('Title is required', 'Title must be 200 characters or less', ...).
 */
export function validateRecipeEdit(
  body: UpdateRecipeRequest,
): { ok: true; value: UpdateRecipeRequest } | { ok: false; errors: RecipeFieldErrors } {
  const result = updateRecipeSchema.safeParse(body);
  if (result.success) return { ok: true, value: result.data };
  const errors: RecipeFieldErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if (
      (field === 'title' || field === 'description' || field === 'content' || field === 'tags') &&
      !errors[field]
    )
      errors[field] = issue.message;
  }
  return { ok: false, errors };
}
