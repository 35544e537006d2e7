import { useMutation } from '@tanstack/react-query';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogTitle,
  DialogTrigger,
} from '@web/components/ui/dialog';
import { Spinner } from '@web/components/ui/spinner';
import { billingApi } from '@web/lib/api/billing-api';
import { useT } from '@web/lib/i18n';
import { toast } from '@web/lib/toast';
import { useState } from 'react';
import { useApplySubscription } from './use-apply-subscription';

/**
 * Cancel, confirmed first: it cancels at period end and Standard stays until `periodEnd`. A
 * refusal stays in the dialog in the spec's words ('Failed to cancel subscription. Please try
 * again.') so the user can try again there.
 */
export function CancelSubscriptionDialog({ periodEnd }: { periodEnd: string }) {
  const t = useT('billing');
  const apply = useApplySubscription();
  const [open, setOpen] = useState(false);
  const cancel = useMutation({
    mutationFn: billingApi.cancel,
    onSuccess: (next) => {
      apply(next, true);
      setOpen(false);
      toast.success(t('section.canceledToast', { date: periodEnd }));
    },
  });
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (cancel.isPending) return;
        setOpen(next);
        if (!next) cancel.reset();
      }}
    >
      <DialogTrigger asChild>
        <Button variant="secondary">{t('section.cancel')}</Button>
      </DialogTrigger>
      <DialogContent closeLabel={t('cancelDialog.close')}>
        <DialogTitle>{t('cancelDialog.title')}</DialogTitle>
        <DialogDescription>{t('cancelDialog.body', { date: periodEnd })}</DialogDescription>
        {cancel.isError && (
          <Alert tone="danger" className="mt-4">
            {cancel.error.message}
          </Alert>
        )}
        <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <DialogClose asChild>
            <Button variant="secondary" disabled={cancel.isPending}>
              {t('cancelDialog.keep')}
            </Button>
          </DialogClose>
          <Button
            variant="destructive"
            disabled={cancel.isPending}
            aria-busy={cancel.isPending}
            onClick={() => cancel.mutate()}
          >
            {cancel.isPending && <Spinner className="text-primary-foreground" />}
            {cancel.isPending ? t('cancelDialog.canceling') : t('cancelDialog.confirm')}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
