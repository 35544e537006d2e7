import type { Recipe } from '@shared/contracts/recipes';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@web/components/ui/dialog';
import { FormField } from '@web/components/ui/form-field';
import { type FormEvent, useEffect, useState } from 'react';
import { toast } from 'sonner';
import { useUpdateRecipe } from '../../hooks/use-recipe-mutations';
import { useRecipesT } from '../../hooks/use-recipes-t';
import { type RecipeFieldErrors, validateRecipeEdit } from '../../lib/validate-recipe';
import { TextAreaField } from '../shared/text-area-field';

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
  const t = useRecipesT();
  const update = useUpdateRecipe();
  const [title, setTitle] = useState(recipe.title);
  const [description, setDescription] = useState(recipe.description);
  const [content, setContent] = useState(recipe.content);
  const [required, setRequired] = useState(false);
  const [errors, setErrors] = useState<RecipeFieldErrors>({});

  // Each opening starts from the recipe as it is now.
  useEffect(() => {
    if (!open) return;
    setTitle(recipe.title);
    setDescription(recipe.description);
    setContent(recipe.content);
    setRequired(false);
    setErrors({});
  }, [open, recipe.title, recipe.description, recipe.content]);

  const changed = title !== recipe.title || description !== recipe.description || content !== recipe.content;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!title.trim() || !content.trim()) {
      setRequired(true);
      return;
    }
    setRequired(false);
    const checked = validateRecipeEdit({ title, description, content });
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    update.mutate(
      { id: recipe.id, body: checked.value },
      {
        onSuccess: (saved) => {
          toast.success(t('edit.success'));
          onSaved?.(saved);
          onOpenChange(false);
        },
        onError: () => toast.error(t('edit.failed')),
      },
    );
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t('common.close')} className="sm:max-w-2xl">
        <DialogTitle>{t('edit.modalTitle')}</DialogTitle>
        <DialogDescription>{t('edit.modalDescription')}</DialogDescription>
        <form onSubmit={submit} noValidate className="mt-5 flex flex-col gap-4">
          {required && <Alert tone="danger">{t('edit.requiredBoth')}</Alert>}
          <FormField
            label={t('edit.title')}
            value={title}
            onChange={(e) => setTitle(e.target.value)}
            error={errors.title}
          />
          <TextAreaField
            label={t('edit.description')}
            value={description}
            onChange={setDescription}
            error={errors.description}
            rows={2}
          />
          <TextAreaField
            label={t('edit.content')}
            value={content}
            onChange={setContent}
            error={errors.content}
            rows={12}
            className="font-mono text-[13px]"
          />
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={() => onOpenChange(false)}>
              {t('edit.cancel')}
            </Button>
            <Button type="submit" disabled={!changed || update.isPending}>
              {update.isPending ? t('edit.saving') : t('edit.save')}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
