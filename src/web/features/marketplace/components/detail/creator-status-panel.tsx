import type { ListingDetail } from '@shared/contracts/marketplace';
import { buttonClasses } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { cn } from '@web/lib/cn';
import { errorText } from '@web/lib/error-text';
import { useT } from '@web/lib/i18n';
import { Settings2 } from 'lucide-react';
import { Link } from 'react-router';

const BADGES = {
  draft: 'bg-muted text-muted-foreground',
  pending: 'bg-warning-muted text-warning',
  published: 'bg-success-muted text-success',
} as const;

/** The creator's own view: the listing's status and, while pending, validation's reasons. */
export function CreatorStatusPanel({ listing }: { listing: ListingDetail }) {
  const t = useT('marketplace-detail');
  const reasons = listing.validationReasons ?? [];
  const hint =
    listing.status === 'draft'
      ? t('creator.draftHint')
      : listing.status === 'published'
        ? t('creator.publishedHint')
        : reasons.length > 0
          ? t('creator.pendingHint')
          : t('creator.pendingChecking');
  return (
    <Card
      data-testid="creator-status"
      className="flex flex-col gap-3 p-4 sm:flex-row sm:items-start sm:justify-between"
    >
      <div className="min-w-0 space-y-1.5">
        <p className="flex items-center gap-2 text-sm font-semibold text-foreground">
          {t('creator.title')}
          <span className={cn('rounded-full px-2.5 py-0.5 text-xs font-medium', BADGES[listing.status])}>
            {t(`creator.${listing.status}`)}
          </span>
        </p>
        <p className="text-sm text-muted-foreground">{hint}</p>
        {listing.status === 'pending' && reasons.length > 0 && (
          <ul className="list-disc space-y-0.5 pl-5 text-sm text-danger">
            {reasons.map((r) => (
              <li key={`${r.key}:${JSON.stringify(r.params ?? {})}`}>{errorText(r)}</li>
            ))}
          </ul>
        )}
      </div>
      <Link to="/settings?tab=recipe-manager" className={buttonClasses('secondary', 'sm', 'shrink-0')}>
        <Settings2 aria-hidden="true" />
        {t('creator.manage')}
      </Link>
    </Card>
  );
}
