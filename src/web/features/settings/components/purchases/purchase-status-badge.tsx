import type { PurchaseHistoryRecord } from '@shared/contracts/purchase-history';
import { cn } from '@web/lib/cn';
import { useT } from '@web/lib/i18n';
import { CircleCheck, CircleStop, Clock, RefreshCw, RotateCcw } from 'lucide-react';

const LOOKS = {
  completed: { icon: CircleCheck, className: 'border-success/30 bg-success-muted text-foreground' },
  active: { icon: RefreshCw, className: 'border-primary/30 bg-primary/10 text-foreground' },
  pending: { icon: Clock, className: 'border-warning/40 bg-warning-muted text-foreground' },
  refunded: { icon: RotateCcw, className: 'border-border bg-muted text-muted-foreground' },
  paymentPending: { icon: Clock, className: 'border-warning/40 bg-warning-muted text-foreground' },
  ended: { icon: CircleStop, className: 'border-border bg-muted text-muted-foreground' },
} as const;

/**
 * What the badge says. A recipe's `pending` is a refund on its way; the subscription's `pending`
 * is a payment overdue and its `completed` a subscription that has ended.
 */
function badgeOf(record: Pick<PurchaseHistoryRecord, 'type' | 'status'>): keyof typeof LOOKS {
  if (record.type === 'subscription' && record.status === 'pending') return 'paymentPending';
  if (record.type === 'subscription' && record.status === 'completed') return 'ended';
  return record.status;
}

/** A purchase's status (platform.md §4: completed, active, refunded, pending) as a labelled badge. */
export function PurchaseStatusBadge({ record }: { record: Pick<PurchaseHistoryRecord, 'type' | 'status'> }) {
  const t = useT('purchase-history');
  const badge = badgeOf(record);
  const { icon: Icon, className } = LOOKS[badge];
  return (
    <span
      className={cn(
        'inline-flex shrink-0 items-center gap-1 rounded-full border px-2 py-0.5 text-xs font-medium',
        className,
      )}
    >
      <Icon aria-hidden="true" className="size-3.5" />
      {t(`status.${badge}`)}
    </span>
  );
}
