import { LIMITS } from '@shared/constants';
import type { Recipe } from '@shared/contracts/recipes';
import { Button } from '@web/components/ui/button';
import { Spinner } from '@web/components/ui/spinner';
import { cn } from '@web/lib/cn';
import { useDocumentTitle } from '@web/lib/use-document-title';
import type { FormEvent } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import type { FlashState } from '../../hooks/use-flash-message';
import { useRecipe } from '../../hooks/use-recipe';
import { useT } from '@web/lib/i18n';
import { useRecipeDraft } from '../../hooks/use-recipe-draft';
import { RecipeTextFields } from '../shared/recipe-text-fields';
import { RecipeLoadError } from '../detail/recipe-load-error';
import { TagsField } from './tags-field';

/**
 * /recipes/edit/{recipeId} (platform.md §2, §5): the full edit form. The recipe may come in
 * navigation state (shown at once) but is always read from the server too, so a pasted address
 * works. Cancel and Save go back to /recipes; Save hands the gallery 'Recipe updated successfully!'.
 */
export function RecipeEditPage() {
  const t = useT('recipes');
  useDocumentTitle(t('edit.documentTitle'));
  const { recipeId = '' } = useParams();
  const passed = (useLocation().state as { recipe?: Recipe } | null)?.recipe;
  const recipe = useRecipe(recipeId, passed?.id === recipeId ? passed : undefined);
  if (recipe.isPending)
    return (
      <div role="status" className="flex justify-center py-16">
        <Spinner />
      </div>
    );
  if (recipe.isError) return <RecipeLoadError error={recipe.error} />;
  // Keyed by id: the form starts from the recipe once and is not reset by background refetches.
  return <EditForm key={recipe.data.id} recipe={recipe.data} />;
}

function Counter({ value, max }: { value: number; max: number }) {
  const t = useT('recipes');
  return (
    <span
      className={cn(
        'text-xs tabular-nums',
        value > max ? 'font-medium text-danger' : 'text-muted-foreground',
      )}
    >
      {t('edit.counter', { count: value, max })}
    </span>
  );
}

function EditForm({ recipe }: { recipe: Recipe }) {
  const t = useT('recipes');
  const navigate = useNavigate();
  const form = useRecipeDraft(recipe, { withTags: true });
  const { draft } = form;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    form.save({
      onSaved: () => {
        const state: FlashState = { successMessage: t('edit.success') };
        void navigate('/recipes', { state });
      },
      failedMessage: t('edit.failed'),
    });
  };

  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-8 sm:px-6 sm:py-10">
      <h1 className="text-2xl font-semibold tracking-tight text-foreground sm:text-3xl">
        {t('edit.heading')}
      </h1>
      <form onSubmit={submit} noValidate className="mt-6 flex flex-col gap-5">
        <RecipeTextFields
          form={form}
          descriptionRows={3}
          contentRows={18}
          titleRequired
          titleAside={<Counter value={draft.title.length} max={LIMITS.recipeTitleMax} />}
          descriptionAside={<Counter value={draft.description.length} max={LIMITS.descriptionMax} />}
        />
        <TagsField
          label={t('edit.tags')}
          hint={t('edit.tagsHint')}
          tags={draft.tags}
          onChange={form.setField('tags')}
          error={form.errors.tags}
        />
        <div className="flex flex-col-reverse gap-2 border-t border-border pt-5 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={() => void navigate('/recipes')}>
            {t('edit.cancel')}
          </Button>
          <Button type="submit" disabled={form.saving}>
            {form.saving ? t('edit.saving') : t('edit.save')}
          </Button>
        </div>
      </form>
    </div>
  );
}
