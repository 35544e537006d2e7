import type { MyListing } from '@shared/contracts/marketplace-publish';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@web/components/ui/dialog';
import { FormField } from '@web/components/ui/form-field';
import { inputClasses } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { cn } from '@web/lib/cn';
import { useT } from '@web/lib/i18n';
import { toast } from '@web/lib/toast';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { useUpdateListing } from '../../hooks/use-my-listings';

type Draft = Pick<MyListing, 'title' | 'description' | 'content'>;
const draftOf = (listing: MyListing | null): Draft => ({
  title: listing?.title ?? '',
  description: listing?.description ?? '',
  content: listing?.content ?? '',
});

/**
 * The manager's edit modal (platform.md §2, §5): title, description and content; 'Title and
 * content are required'; Save only once something changed. Only the changed fields are sent; a
 * published recipe goes back through the server's checks.
 */
export function EditListingDialog({ listing, onClose }: { listing: MyListing | null; onClose: () => void }) {
  const t = useT('marketplace-publish');
  const update = useUpdateListing();
  const [draft, setDraft] = useState<Draft>(() => draftOf(listing));
  const [required, setRequired] = useState(false);
  const descriptionId = useId();
  const contentId = useId();

  // Each opening starts from the listing as it is now.
  useEffect(() => {
    setDraft(draftOf(listing));
    setRequired(false);
  }, [listing]);

  const original = draftOf(listing);
  const changes = Object.fromEntries(
    (Object.keys(draft) as Array<keyof Draft>)
      .filter((k) => draft[k] !== original[k])
      .map((k) => [k, draft[k]]),
  ) as Partial<Draft>;
  const changed = Object.keys(changes).length > 0;
  const set = (field: keyof Draft) => (value: string) =>
    setDraft((current) => ({ ...current, [field]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!listing) return;
    if (!draft.title.trim() || !draft.content.trim()) {
      setRequired(true);
      return;
    }
    setRequired(false);
    update.mutate(
      { id: listing.id, change: changes },
      {
        onSuccess: () => {
          toast.success(t('manager.saved'));
          onClose();
        },
        onError: () => toast.error(t('manager.updateFailed')),
      },
    );
  };

  return (
    <Dialog open={listing !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent closeLabel={t('manager.close')} className="sm:max-w-2xl">
        <DialogTitle>{t('manager.editTitle')}</DialogTitle>
        <DialogDescription>
          {listing?.status === 'published' ? t('manager.editPublishedHint') : t('manager.editHint')}
        </DialogDescription>
        <form onSubmit={submit} noValidate className="mt-5 flex flex-col gap-4">
          {required && <Alert tone="danger">{t('manager.required')}</Alert>}
          <FormField
            label={t('manager.fieldTitle')}
            value={draft.title}
            maxLength={200}
            onChange={(event) => set('title')(event.target.value)}
          />
          <div className="flex flex-col gap-1.5">
            <Label htmlFor={descriptionId}>{t('manager.fieldDescription')}</Label>
            <textarea
              id={descriptionId}
              value={draft.description}
              rows={2}
              maxLength={500}
              onChange={(event) => set('description')(event.target.value)}
              className={cn(inputClasses, 'h-auto resize-y py-2 leading-relaxed')}
            />
          </div>
          <div className="flex flex-col gap-1.5">
            <Label htmlFor={contentId}>{t('manager.fieldContent')}</Label>
            <textarea
              id={contentId}
              value={draft.content}
              rows={12}
              onChange={(event) => set('content')(event.target.value)}
              className={cn(
                inputClasses,
                'h-auto resize-y py-2 font-mono text-[13px] leading-relaxed sm:text-[13px]',
              )}
            />
          </div>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={onClose}>
              {t('manager.cancel')}
            </Button>
            <Button type="submit" disabled={!changed || update.isPending}>
              {update.isPending ? t('manager.saving') : t('manager.save')}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
