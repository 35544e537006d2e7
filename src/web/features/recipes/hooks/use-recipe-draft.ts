import type { Recipe } from '@shared/contracts/recipes';
import { useState } from 'react';
import { toast } from '@web/lib/toast';
import { type RecipeFieldErrors, validateRecipeEdit } from '../lib/validate-recipe';
import { useUpdateRecipe } from './use-recipe-mutations';

export interface RecipeDraft {
  title: string;
  description: string;
  content: string;
  tags: string[];
}

type Editable = Pick<Recipe, 'id' | 'title' | 'description' | 'content'> & { tags?: string[] };

const draftOf = (recipe: Editable): RecipeDraft => ({
  title: recipe.title,
  description: recipe.description,
  content: recipe.content,
  tags: recipe.tags ?? [],
});

/**
 * An edit of a recipe's text as the detail page, the edit page and the edit modal share it: the
 * draft, its field errors from the server's own contract, and a save that reports failure with a
 * toast. `withTags` sends the tags too (only the edit page edits them here).
 */
export function useRecipeDraft(recipe: Editable, { withTags = false } = {}) {
  const update = useUpdateRecipe();
  const [draft, setDraft] = useState(() => draftOf(recipe));
  const [errors, setErrors] = useState<RecipeFieldErrors>({});

  const setField =
    <K extends keyof RecipeDraft>(key: K) =>
    (value: RecipeDraft[K]) =>
      setDraft((current) => ({ ...current, [key]: value }));

  const changed =
    draft.title !== recipe.title ||
    draft.description !== recipe.description ||
    draft.content !== recipe.content;

  /** Starts again from the recipe as it is now (a modal does this on each opening). */
  const reset = () => {
    setDraft(draftOf(recipe));
    setErrors({});
  };

  const save = ({ onSaved, failedMessage }: { onSaved: (saved: Recipe) => void; failedMessage: string }) => {
    const { tags, ...text } = draft;
    const checked = validateRecipeEdit(withTags ? { ...text, tags } : text);
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    update.mutate(
      { id: recipe.id, body: checked.value },
      { onSuccess: onSaved, onError: () => toast.error(failedMessage) },
    );
  };

  return { draft, setField, errors, changed, reset, save, saving: update.isPending };
}

export type RecipeDraftState = ReturnType<typeof useRecipeDraft>;
