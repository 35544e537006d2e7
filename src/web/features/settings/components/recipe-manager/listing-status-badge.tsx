import type { MyListing } from '@shared/contracts/marketplace-publish';
import { cn } from '@web/lib/cn';
import { useT } from '@web/lib/i18n';
import { CircleCheck, CircleDashed, Clock } from 'lucide-react';

const LOOKS = {
  draft: { icon: CircleDashed, className: 'border-border bg-muted text-muted-foreground' },
  pending: { icon: Clock, className: 'border-warning/40 bg-warning-muted text-foreground' },
  published: { icon: CircleCheck, className: 'border-success/30 bg-success-muted text-foreground' },
} as const;

/** A listing's status (platform.md §3: draft, pending, published) as a small labelled badge. */
export function ListingStatusBadge({ status }: { status: MyListing['status'] }) {
  const t = useT('marketplace-publish');
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
