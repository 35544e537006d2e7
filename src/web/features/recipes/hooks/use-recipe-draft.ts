import { type Recipe, updateRecipeSchema } from '@shared/contracts/recipes';
import { useZodForm } from '@web/lib/forms/use-zod-form';
import { toast } from '@web/lib/toast';
import { useUpdateRecipe } from './use-recipe-mutations';

export interface RecipeDraft {
  title: string;
  description: string;
  content: string;
  tags: string[];
}

export type RecipeFieldErrors = Partial<Record<keyof RecipeDraft, string>>;

type Editable = Pick<Recipe, 'id' | 'title' | 'description' | 'content'> & { tags?: string[] };

const draftOf = (recipe: Editable): RecipeDraft => ({
  title: recipe.title,
  description: recipe.description,
  content: recipe.content,
  tags: recipe.tags ?? [],
});

/**
 * An edit of a recipe's text as the detail page, the edit page and the edit modal share it: the
 * draft in a react-hook-form form validated by the server's own contract (updateRecipeSchema, so
 * the messages match word for word: 'Title is required', 'Title must be 200 characters or
 * less'...), and a save that reports failure with a toast. `withTags` sends the tags too (only
 * the edit page edits them here). The fields are controlled (draft and setField) because the tag
 * list and the text areas are components of their own.
 */
export function useRecipeDraft(recipe: Editable, { withTags = false } = {}) {
  const update = useUpdateRecipe();
  const form = useZodForm(updateRecipeSchema, { defaultValues: draftOf(recipe) });
  const draft = form.watch() as RecipeDraft;
  const { errors: fieldErrors } = form.formState;
  const errors: RecipeFieldErrors = {
    title: fieldErrors.title?.message,
    description: fieldErrors.description?.message,
    content: fieldErrors.content?.message,
    tags: fieldErrors.tags?.message,
  };

  const setField =
    <K extends keyof RecipeDraft>(key: K) =>
    (value: RecipeDraft[K]) =>
      form.setValue(key, value as never);

  const changed =
    draft.title !== recipe.title ||
    draft.description !== recipe.description ||
    draft.content !== recipe.content;

  /** Starts again from the recipe as it is now (a modal does this on each opening). */
  const reset = () => form.reset(draftOf(recipe));

  const save = ({ onSaved, failedMessage }: { onSaved: (saved: Recipe) => void; failedMessage: string }) =>
    void form.handleSubmit(({ tags, ...text }) => {
      update.mutate(
        { id: recipe.id, body: withTags ? { ...text, tags } : text },
        { onSuccess: onSaved, onError: () => toast.error(failedMessage) },
      );
    })();

  return { draft, setField, errors, changed, reset, save, saving: update.isPending };
}

export type RecipeDraftState = ReturnType<typeof useRecipeDraft>;
