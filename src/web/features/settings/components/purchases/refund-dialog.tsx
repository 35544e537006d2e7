import type { PurchaseHistoryRecord } from '@shared/contracts/purchase-history';
import { Button } from '@web/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@web/components/ui/dialog';
import { ApiRequestError } from '@web/lib/api-client';
import { useT } from '@web/lib/i18n';
import { toast } from '@web/lib/toast';
import { RotateCcw } from 'lucide-react';
import { usePurchasePrice } from './purchase-row';
import { useRefund } from './use-purchase-history';

/**
 * The refund's confirmation (issue 21 §8): a real refund through the payment provider, so it says
 * what happens (the money back, the recipe out of the library) before it is asked for. A refusal
 * the server explains (window passed, asked already) is shown in its words; anything else is the
 * spec's 'Failed to submit refund request. Please try again.'
 */
export function RefundDialog({
  record,
  onClose,
}: {
  record: PurchaseHistoryRecord | null;
  onClose: () => void;
}) {
  const t = useT('purchase-history');
  const price = usePurchasePrice();
  const refund = useRefund();
  const confirm = () => {
    if (!record) return;
    refund.mutate(record.id, {
      onSuccess: ({ record: after }) => {
        toast.success(t(after.status === 'refunded' ? 'refund.done' : 'refund.pending'));
        onClose();
      },
      onError: (error) => {
        const explained = error instanceof ApiRequestError && error.key && error.status < 500;
        toast.error(explained ? error.message : t('refund.failed'));
      },
    });
  };
  return (
    <Dialog open={record !== null} onOpenChange={(open) => !open && !refund.isPending && onClose()}>
      <DialogContent closeLabel={t('refund.close')} role="alertdialog">
        <DialogTitle>{t('refund.title')}</DialogTitle>
        <DialogDescription>
          {record ? t('refund.body', { title: record.recipeName, price: price(record) }) : null}
        </DialogDescription>
        <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onClose} disabled={refund.isPending}>
            {t('refund.keep')}
          </Button>
          <Button variant="destructive" onClick={confirm} disabled={refund.isPending}>
            <RotateCcw aria-hidden="true" />
            {refund.isPending
              ? t('refund.requesting')
              : t('refund.confirm', { price: record ? price(record) : '' })}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
