import type { ListingCard as Listing } from '@shared/contracts/marketplace';
import { Button } from '@web/components/ui/button';
import { Spinner } from '@web/components/ui/spinner';
import { useT } from '@web/lib/i18n';
import { useEffect, useRef } from 'react';
import { ListingCard } from '../listing-card';

/** platform.md §9: 8 skeleton cards while the marketplace loads. */
export const MARKETPLACE_SKELETONS = 8;

/** One to four columns by width; the same grid for cards and their skeletons, so nothing moves. */
export const LISTING_GRID = 'grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3 2xl:grid-cols-4';

export function ListingSkeletons({ count = MARKETPLACE_SKELETONS }: { count?: number }) {
  const t = useT('marketplace');
  return (
    <div role="status" aria-label={t('loading')} className={LISTING_GRID}>
      {Array.from({ length: count }, (_, i) => (
        <div
          // biome-ignore lint/suspicious/noArrayIndexKey: fixed placeholders, never reordered
          key={i}
          data-testid="listing-skeleton"
          className="flex animate-pulse flex-col overflow-hidden rounded-2xl border border-border bg-surface"
        >
          <div className="aspect-[2/1] w-full bg-muted" />
          <div className="flex flex-1 flex-col gap-2.5 p-4">
            <div className="h-4 w-3/4 rounded bg-muted" />
            <div className="h-3 w-full rounded bg-muted" />
            <div className="h-3 w-5/6 rounded bg-muted" />
            <div className="h-3 w-2/3 rounded bg-muted" />
            <div className="mt-1 flex gap-1.5">
              <div className="h-5 w-14 rounded-full bg-muted" />
              <div className="h-5 w-10 rounded-full bg-muted" />
            </div>
            <div className="mt-3 flex gap-2">
              <div className="size-9 rounded-lg bg-muted" />
              <div className="h-9 flex-1 rounded-lg bg-muted" />
            </div>
          </div>
        </div>
      ))}
    </div>
  );
}

interface ListingGridProps {
  items: Listing[];
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
  label: string;
}

/**
 * The cards, paged by keyset: a sentinel under the grid asks for the next page as it nears the
 * viewport (infinite scroll), and a 'Load more' button does the same for keyboards, for browsers
 * without IntersectionObserver and when the observer is slow to fire.
 */
export function ListingGrid({
  items,
  hasNextPage,
  isFetchingNextPage,
  fetchNextPage,
  label,
}: ListingGridProps) {
  const t = useT('marketplace');
  const sentinel = useRef<HTMLDivElement>(null);
  const more = useRef({ hasNextPage, isFetchingNextPage, fetchNextPage });
  more.current = { hasNextPage, isFetchingNextPage, fetchNextPage };

  useEffect(() => {
    const node = sentinel.current;
    if (!node || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        const state = more.current;
        if (entries.some((e) => e.isIntersecting) && state.hasNextPage && !state.isFetchingNextPage)
          void state.fetchNextPage();
      },
      { rootMargin: '600px 0px' },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, []);

  return (
    <>
      <ul className={LISTING_GRID} aria-label={label}>
        {items.map((listing) => (
          <li key={listing.id} className="flex min-w-0 flex-col">
            <ListingCard listing={listing} />
          </li>
        ))}
      </ul>
      <div ref={sentinel} data-testid="listing-sentinel" aria-hidden="true" className="h-px" />
      {hasNextPage && (
        <div className="mt-6 flex justify-center">
          <Button variant="secondary" onClick={() => void fetchNextPage()} disabled={isFetchingNextPage}>
            {isFetchingNextPage && <Spinner className="size-4" />}
            {isFetchingNextPage ? t('loadingMore') : t('loadMore')}
          </Button>
        </div>
      )}
    </>
  );
}
