import type { Recipe } from '@shared/contracts/recipes';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@web/components/ui/dialog';
import { type FormEvent, useEffect, useState } from 'react';
import { toast } from '@web/lib/toast';
import { useRecipeDraft } from '../../hooks/use-recipe-draft';
import { useT } from '@web/lib/i18n';
import { RecipeTextFields } from '../shared/recipe-text-fields';

export interface RecipeEditModalProps {
  recipe: Pick<Recipe, 'id' | 'title' | 'description' | 'content'>;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Called with the saved recipe after the server accepted the change. */
  onSaved?: (recipe: Recipe) => void;
}

/**
 * The edit modal used outside the gallery (e.g. the Recipe Manager; platform.md §2, §5): title and
 * content required ('Title and content are required'), Save enabled only when something changed.
 */
export function RecipeEditModal({ recipe, open, onOpenChange, onSaved }: RecipeEditModalProps) {
  const t = useT('recipes');
  const form = useRecipeDraft(recipe);
  const [required, setRequired] = useState(false);
  const { reset } = form;

  // Each opening starts from the recipe as it is now.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset reads the recipe of this render
  useEffect(() => {
    if (!open) return;
    reset();
    setRequired(false);
  }, [open, recipe.title, recipe.description, recipe.content]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!form.draft.title.trim() || !form.draft.content.trim()) {
      setRequired(true);
      return;
    }
    setRequired(false);
    form.save({
      onSaved: (saved) => {
        toast.success(t('edit.success'));
        onSaved?.(saved);
        onOpenChange(false);
      },
      failedMessage: t('edit.failed'),
    });
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t('common.close')} className="sm:max-w-2xl">
        <DialogTitle>{t('edit.modalTitle')}</DialogTitle>
        <DialogDescription>{t('edit.modalDescription')}</DialogDescription>
        <form onSubmit={submit} noValidate className="mt-5 flex flex-col gap-4">
          {required && <Alert tone="danger">{t('edit.requiredBoth')}</Alert>}
          <RecipeTextFields form={form} descriptionRows={2} contentRows={12} />
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={() => onOpenChange(false)}>
              {t('edit.cancel')}
            </Button>
            <Button type="submit" disabled={!form.changed || form.saving}>
              {form.saving ? t('edit.saving') : t('edit.save')}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
