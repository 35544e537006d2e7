import { Button } from '@web/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@web/components/ui/dialog';
import { Label } from '@web/components/ui/label';
import { useEffect, useId, useState } from 'react';
import { useFolders } from '../../hooks/use-folders';
import { useMoveRecipe } from '../../hooks/use-move-recipe';
import { useT } from '@web/lib/i18n';
import { FolderSelect } from './folder-select';

interface MoveRecipeDialogProps {
  recipe: { id: string; title: string; folderId: string | null };
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** "Move to folder" from a gallery card: pick a folder (or none) and move. */
export function MoveRecipeDialog({ recipe, open, onOpenChange }: MoveRecipeDialogProps) {
  const t = useT('recipes');
  const folders = useFolders(open);
  const { move, isPending } = useMoveRecipe();
  const [target, setTarget] = useState<string | null>(recipe.folderId);
  const selectId = useId();
  // Each opening starts from the recipe's current folder.
  useEffect(() => {
    if (open) setTarget(recipe.folderId);
  }, [open, recipe.folderId]);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t('common.close')}>
        <DialogTitle>{t('folders.moveTitle')}</DialogTitle>
        <DialogDescription>{t('folders.moveDescription', { title: recipe.title })}</DialogDescription>
        <div className="mt-5 flex flex-col gap-1.5">
          <Label htmlFor={selectId}>{t('folders.picker')}</Label>
          <FolderSelect
            id={selectId}
            folders={folders.data?.folders ?? []}
            value={target}
            onChange={setTarget}
            disabled={folders.isPending}
          />
        </div>
        <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            {t('folders.cancel')}
          </Button>
          <Button
            onClick={() => move(recipe.id, target, () => onOpenChange(false))}
            disabled={isPending || target === recipe.folderId}
          >
            {t('folders.moveAction')}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
