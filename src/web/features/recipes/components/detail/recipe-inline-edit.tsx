import type { Recipe } from '@shared/contracts/recipes';
import { Button } from '@web/components/ui/button';
import { FormField } from '@web/components/ui/form-field';
import { type FormEvent, useState } from 'react';
import { toast } from 'sonner';
import { useUpdateRecipe } from '../../hooks/use-recipe-mutations';
import { useRecipesT } from '../../hooks/use-recipes-t';
import { type RecipeFieldErrors, validateRecipeEdit } from '../../lib/validate-recipe';
import { TextAreaField } from '../shared/text-area-field';

/** The detail page's edit mode: title, description and content in place; Save or Cancel. */
export function RecipeInlineEdit({ recipe, onDone }: { recipe: Recipe; onDone: () => void }) {
  const t = useRecipesT();
  const update = useUpdateRecipe();
  const [title, setTitle] = useState(recipe.title);
  const [description, setDescription] = useState(recipe.description);
  const [content, setContent] = useState(recipe.content);
  const [errors, setErrors] = useState<RecipeFieldErrors>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = validateRecipeEdit({ title, description, content });
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    update.mutate(
      { id: recipe.id, body: checked.value },
      {
        onSuccess: () => {
          toast.success(t('detail.saved'));
          onDone();
        },
        onError: () => toast.error(t('detail.saveFailed')),
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <FormField
        label={t('detail.title')}
        value={title}
        onChange={(e) => setTitle(e.target.value)}
        error={errors.title}
      />
      <TextAreaField
        label={t('detail.description')}
        value={description}
        onChange={setDescription}
        error={errors.description}
        rows={3}
      />
      <TextAreaField
        label={t('detail.content')}
        value={content}
        onChange={setContent}
        error={errors.content}
        rows={16}
        className="font-mono text-[13px]"
      />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onDone}>
          {t('detail.cancel')}
        </Button>
        <Button type="submit" disabled={update.isPending}>
          {update.isPending ? t('detail.saving') : t('detail.save')}
        </Button>
      </div>
    </form>
  );
}
