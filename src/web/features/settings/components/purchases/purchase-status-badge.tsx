import type { PurchaseHistoryRecord } from '@shared/contracts/purchase-history';
import { cn } from '@web/lib/cn';
import { useT } from '@web/lib/i18n';
import { CircleCheck, Clock, RefreshCw, RotateCcw } from 'lucide-react';

const LOOKS = {
  completed: { icon: CircleCheck, className: 'border-success/30 bg-success-muted text-foreground' },
  active: { icon: RefreshCw, className: 'border-primary/30 bg-primary/10 text-foreground' },
  pending: { icon: Clock, className: 'border-warning/40 bg-warning-muted text-foreground' },
  refunded: { icon: RotateCcw, className: 'border-border bg-muted text-muted-foreground' },
} as const;

/** A purchase's status (platform.md §4: completed, active, refunded, pending) as a labelled badge. */
export function PurchaseStatusBadge({ status }: { status: PurchaseHistoryRecord['status'] }) {
  const t = useT('purchase-history');
  const { icon: Icon, className } = LOOKS[status];
  return (
    <span
      className={cn(
        'inline-flex shrink-0 items-center gap-1 rounded-full border px-2 py-0.5 text-xs font-medium',
        className,
      )}
    >
      <Icon aria-hidden="true" className="size-3.5" />
      {t(`status.${status}`)}
    </span>
  );
}
