import type { Recipe } from '@shared/contracts/recipes';
import { Button } from '@web/components/ui/button';
import type { FormEvent } from 'react';
import { toast } from '@web/lib/toast';
import { useRecipeDraft } from '../../hooks/use-recipe-draft';
import { useT } from '@web/lib/i18n';
import { RecipeTextFields } from '../shared/recipe-text-fields';

/** The detail page's edit mode: title, description and content in place; Save or Cancel. */
export function RecipeInlineEdit({ recipe, onDone }: { recipe: Recipe; onDone: () => void }) {
  const t = useT('recipes');
  const form = useRecipeDraft(recipe);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    form.save({
      onSaved: () => {
        toast.success(t('detail.saved'));
        onDone();
      },
      failedMessage: t('detail.saveFailed'),
    });
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <RecipeTextFields form={form} descriptionRows={3} contentRows={16} />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onDone}>
          {t('detail.cancel')}
        </Button>
        <Button type="submit" disabled={form.saving}>
          {form.saving ? t('detail.saving') : t('detail.save')}
        </Button>
      </div>
    </form>
  );
}
