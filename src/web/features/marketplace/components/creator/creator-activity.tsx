import type { CreatorProfile } from '@shared/contracts/marketplace-browse';
import { Card } from '@web/components/ui/card';
import { useFormat } from '@web/lib/format/use-format';
import { useT } from '@web/lib/i18n';
import { Activity } from 'lucide-react';
import { Link } from 'react-router';

/**
 * Recent Activity: the creator's latest published recipes. The server sends it only when the
 * creator shows their recent activity (marketplace privacy) and their portfolio.
 */
export function CreatorActivity({ items }: { items: NonNullable<CreatorProfile['recentActivity']> }) {
  const t = useT('creator-profile');
  const format = useFormat();
  if (items.length === 0) return null;
  return (
    <Card className="p-5">
      <h2 className="inline-flex items-center gap-2 text-sm font-semibold tracking-wide text-muted-foreground uppercase">
        <Activity aria-hidden="true" className="size-4" />
        {t('public.recentActivity')}
      </h2>
      <ol className="mt-3 flex flex-col divide-y divide-border">
        {items.map((item) => (
          <li
            key={item.listingId}
            className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-2.5"
          >
            <Link
              to={`/marketplace/recipe/${item.listingId}`}
              className="min-w-0 text-sm font-medium break-words text-foreground hover:underline focus-visible:outline-2 focus-visible:outline-ring"
            >
              {t('public.published', { title: item.title })}
            </Link>
            <time dateTime={item.publishedAt} className="shrink-0 text-xs text-muted-foreground">
              {format.date(item.publishedAt)}
            </time>
          </li>
        ))}
      </ol>
    </Card>
  );
}
