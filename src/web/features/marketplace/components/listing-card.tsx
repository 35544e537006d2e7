import type { ListingCard as Listing } from '@shared/contracts/marketplace';
import { buttonClasses } from '@web/components/ui/button';
import { cn } from '@web/lib/cn';
import { useFormat } from '@web/lib/format/use-format';
import { useT } from '@web/lib/i18n';
import { ShoppingBag, Sparkles, Star, UserRound } from 'lucide-react';
import { Link } from 'react-router';
import { categoryName } from '../lib/category-name';
import { ShareListingButton } from './share-listing-button';

/** platform.md §9: default rating 5.0 for a listing nobody has rated yet. */
export const DEFAULT_RATING = 5;

export const listingPath = (id: string) => `/marketplace/recipe/${encodeURIComponent(id)}`;
export const creatorPath = (id: string) => `/marketplace/creator/${encodeURIComponent(id)}`;

/**
 * A marketplace card (platform.md §2 Marketplace browse): cover, category, price or Free, title,
 * the goal or description, one tag, the rating (5.0 until rated) and purchase count, the creator's
 * page, a share button and Get Recipe. Never the content: a card goes to anyone.
 */
export function ListingCard({ listing, headingLevel = 3 }: { listing: Listing; headingLevel?: 2 | 3 }) {
  const t = useT('marketplace');
  const format = useFormat();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const rating = listing.ratingCount > 0 ? listing.ratingAverage : DEFAULT_RATING;
  const ratingText = format.number(rating, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  const tag = listing.tags[0];
  return (
    <article
      data-testid="listing-card"
      className="group/card flex h-full flex-col overflow-hidden rounded-2xl border border-border bg-surface shadow-xs transition-shadow focus-within:ring-2 focus-within:ring-ring/40 hover:shadow-md"
    >
      <div className="relative aspect-[2/1] w-full overflow-hidden bg-muted">
        {listing.imageUrl ? (
          <img src={listing.imageUrl} alt="" loading="lazy" className="size-full object-cover" />
        ) : (
          <div
            aria-hidden="true"
            className="flex size-full items-center justify-center bg-gradient-to-br from-primary/15 via-surface to-primary/5"
          >
            <Sparkles className="size-8 text-primary/60" />
          </div>
        )}
        <span className="absolute top-3 left-3 max-w-[60%] truncate rounded-full bg-background/90 px-2.5 py-1 text-xs font-medium text-foreground shadow-xs backdrop-blur">
          {categoryName(t, listing.category)}
        </span>
        <span
          className={cn(
            'absolute top-3 right-3 rounded-full px-2.5 py-1 text-xs font-semibold shadow-xs',
            listing.priceCents === 0
              ? 'bg-success-muted text-success'
              : 'bg-background/90 text-foreground backdrop-blur',
          )}
        >
          {listing.priceCents === 0 ? t('card.free') : format.price(listing.priceCents, 'USD')}
        </span>
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-2 p-4">
        <Heading className="text-base leading-snug font-semibold text-foreground">
          <Link
            to={listingPath(listing.id)}
            className="line-clamp-2 rounded-sm hover:underline focus-visible:outline-2 focus-visible:outline-ring"
          >
            {listing.title}
          </Link>
        </Heading>
        <p className="line-clamp-3 min-h-[3.75rem] text-sm text-muted-foreground">{listing.description}</p>
        <div className="flex min-h-6 flex-wrap items-center gap-x-3 gap-y-1 text-xs text-muted-foreground">
          {tag && (
            <span className="max-w-[50%] truncate rounded-full border border-border bg-muted/60 px-2 py-0.5 text-foreground/80">
              {tag}
            </span>
          )}
          <span
            className="inline-flex items-center gap-1"
            role="img"
            aria-label={t('card.rating', { rating: ratingText })}
          >
            <Star
              aria-hidden="true"
              className="size-3.5 text-amber-500"
              fill="currentColor"
              strokeWidth={0}
            />
            <span aria-hidden="true" className="font-medium text-foreground">
              {ratingText}
            </span>
          </span>
          <span className="inline-flex items-center gap-1">
            <ShoppingBag aria-hidden="true" className="size-3.5" />
            {t('card.purchases', { count: listing.purchaseCount })}
          </span>
        </div>
        <p className="flex min-w-0 items-center gap-1.5 text-sm text-muted-foreground">
          <UserRound aria-hidden="true" className="size-3.5 shrink-0" />
          <Link
            to={creatorPath(listing.creatorId)}
            aria-label={t('card.creator', { name: listing.creatorName })}
            className="truncate font-medium text-foreground hover:underline focus-visible:outline-2 focus-visible:outline-ring"
          >
            {listing.creatorName}
          </Link>
        </p>
        <div className="mt-auto flex items-center gap-2 pt-2">
          <ShareListingButton id={listing.id} title={listing.title} />
          <Link to={listingPath(listing.id)} className={buttonClasses('primary', 'md', 'flex-1')}>
            {t('card.getRecipe')}
          </Link>
        </div>
      </div>
    </article>
  );
}
