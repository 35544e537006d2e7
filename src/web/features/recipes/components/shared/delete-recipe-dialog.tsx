import { Button } from '@web/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@web/components/ui/dialog';
import { Trash2 } from 'lucide-react';
import { toast } from '@web/lib/toast';
import { useT } from '@web/lib/i18n';
import { useDeleteRecipe } from '../../hooks/use-recipe-mutations';

interface DeleteRecipeDialogProps {
  recipeId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** After the server confirmed the delete (the toast is already shown). */
  onDeleted?: () => void;
}

/** 'Are you sure you want to delete this recipe?' (platform.md §5), then DELETE and a toast. */
export function DeleteRecipeDialog({ recipeId, open, onOpenChange, onDeleted }: DeleteRecipeDialogProps) {
  const t = useT('recipes');
  const remove = useDeleteRecipe();
  const confirm = () => {
    remove.mutate(recipeId, {
      onSuccess: () => {
        onOpenChange(false);
        toast.success(t('common.deleted'));
        onDeleted?.();
      },
      onError: () => toast.error(t('common.deleteFailed')),
    });
  };
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t('common.close')} role="alertdialog">
        <DialogTitle>{t('common.deleteTitle')}</DialogTitle>
        <DialogDescription>{t('common.deleteConfirm')}</DialogDescription>
        <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            {t('common.cancel')}
          </Button>
          <Button variant="destructive" onClick={confirm} disabled={remove.isPending}>
            <Trash2 aria-hidden="true" />
            {t('common.delete')}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
