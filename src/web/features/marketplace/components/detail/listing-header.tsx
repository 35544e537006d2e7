import type { ListingDetail } from '@shared/contracts/marketplace';
import { useT } from '@web/lib/i18n';
import { ShoppingBag, Tag } from 'lucide-react';
import { Link } from 'react-router';
import { StarRow } from './star-row';

/** Title, creator link, stars with the rating count, purchase count, description and tags. */
export function ListingHeader({ listing }: { listing: ListingDetail }) {
  const t = useT('marketplace-detail');
  return (
    <header className="flex flex-col gap-3">
      <h1 className="text-2xl font-semibold tracking-tight break-words text-foreground sm:text-3xl">
        {listing.title || t('untitled')}
      </h1>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm text-muted-foreground">
        <Link
          to={`/marketplace/creator/${encodeURIComponent(listing.creatorId)}`}
          className="font-medium text-primary underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
        >
          {t('by', { name: listing.creatorName })}
        </Link>
        <span className="inline-flex items-center gap-1.5">
          <StarRow rating={listing.ratingAverage} />
          <span className="tabular-nums">{t('ratings', { count: listing.ratingCount })}</span>
        </span>
        <span className="inline-flex items-center gap-1.5">
          <ShoppingBag aria-hidden="true" className="size-4" />
          <span className="tabular-nums">{t('purchases', { count: listing.purchaseCount })}</span>
        </span>
      </div>
      {listing.description && (
        <p className="max-w-prose text-base leading-relaxed break-words text-muted-foreground">
          {listing.description}
        </p>
      )}
      {listing.tags.length > 0 && (
        <ul aria-label={t('tags')} className="flex flex-wrap gap-1.5">
          {listing.tags.map((tag) => (
            <li
              key={tag}
              className="inline-flex items-center gap-1 rounded-full bg-muted px-2.5 py-0.5 text-xs font-medium text-muted-foreground"
            >
              <Tag aria-hidden="true" className="size-3" />
              {tag}
            </li>
          ))}
        </ul>
      )}
    </header>
  );
}
