import { toast } from '@web/lib/toast';
import { useT } from '@web/lib/i18n';
import { useUpdateRecipe } from './use-recipe-mutations';

/** Moves a recipe into a folder (or none) with the spec's failure toast (platform.md §8). */
export function useMoveRecipe() {
  const t = useT('recipes');
  const update = useUpdateRecipe();
  const move = (id: string, folderId: string | null, onDone?: () => void) =>
    update.mutate(
      { id, body: { folderId } },
      {
        onSuccess: () => {
          toast.success(t('folders.moved'));
          onDone?.();
        },
        onError: () => toast.error(t('folders.moveFailed')),
      },
    );
  return { move, isPending: update.isPending };
}
