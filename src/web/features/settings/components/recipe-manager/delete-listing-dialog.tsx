import type { MyListing } from '@shared/contracts/marketplace-publish';
import { Button } from '@web/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@web/components/ui/dialog';
import { useT } from '@web/lib/i18n';
import { toast } from '@web/lib/toast';
import { Trash2 } from 'lucide-react';
import { useDeleteListing } from '../../hooks/use-my-listings';

/** Delete with confirmation (platform.md §4, §8: 'Recipe deleted successfully!' or 'Failed to delete recipe'). */
export function DeleteListingDialog({
  listing,
  onClose,
}: {
  listing: MyListing | null;
  onClose: () => void;
}) {
  const t = useT('marketplace-publish');
  const remove = useDeleteListing();
  const confirm = () => {
    if (!listing) return;
    remove.mutate(listing.id, {
      onSuccess: () => {
        toast.success(t('manager.deleted'));
        onClose();
      },
      onError: () => toast.error(t('manager.deleteFailed')),
    });
  };
  return (
    <Dialog open={listing !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent closeLabel={t('manager.close')} role="alertdialog">
        <DialogTitle>{t('manager.deleteTitle')}</DialogTitle>
        <DialogDescription>{t('manager.deleteConfirm', { title: listing?.title ?? '' })}</DialogDescription>
        <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onClose}>
            {t('manager.cancel')}
          </Button>
          <Button variant="destructive" onClick={confirm} disabled={remove.isPending}>
            <Trash2 aria-hidden="true" />
            {remove.isPending ? t('manager.deleting') : t('manager.delete')}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
