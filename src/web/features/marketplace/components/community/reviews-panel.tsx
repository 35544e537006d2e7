import type { ListingDetail } from '@shared/contracts/marketplace';
import type { Review, ReviewsPage } from '@shared/contracts/marketplace-community';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { Spinner } from '@web/components/ui/spinner';
import { useSession } from '@web/lib/auth/session';
import { useFormat } from '@web/lib/format/use-format';
import { useT } from '@web/lib/i18n';
import { queryKeys } from '@web/lib/query-keys';
import { BadgeCheck, MessageSquareQuote } from 'lucide-react';
import { communityApi, communityKeys } from './community-api';
import { RatingVerificationPanel } from './rating-verification';
import { ReviewForm } from './review-form';
import { StarRow } from './star-rating-input';

/**
 * The detail page's reviews panel (platform.md §2 Recipe detail): the rating verification, the
 * review form for an owner who may review, and the reviews, newest first with 'Verified
 * purchase' marks and 'more'.
 */
export function ReviewsPanel({ listing }: { listing: ListingDetail }) {
  const t = useT('marketplace-community');
  const queryClient = useQueryClient();
  const { user } = useSession();
  const query = useInfiniteQuery({
    // The session is part of the key: signing in or out changes whether the form shows.
    queryKey: [...communityKeys.reviews(listing.id), user?.id ?? null],
    queryFn: ({ pageParam, signal }) => communityApi.reviews(listing.id, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last: ReviewsPage) => last.nextCursor ?? undefined,
  });
  const first = query.data?.pages[0];
  const reviews = query.data?.pages.flatMap((p) => p.items) ?? [];

  const onSubmitted = () => {
    // The list reloads (the new review first, the form gone) and so does the detail's star row.
    void queryClient.invalidateQueries({ queryKey: communityKeys.reviews(listing.id) });
    void queryClient.invalidateQueries({ queryKey: queryKeys.marketplace.detail(listing.id) });
  };

  return (
    <Card className="p-5 sm:p-6">
      <section aria-labelledby={`reviews-${listing.id}`} className="flex flex-col gap-5">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <h2 id={`reviews-${listing.id}`} className="text-lg font-semibold tracking-tight text-foreground">
            {t('reviews.title')}
          </h2>
          {first && (
            <span className="flex items-center gap-2 text-sm text-muted-foreground">
              <StarRow rating={first.verification.storedAverage || 0} />
              {t('reviews.count', { count: first.verification.storedCount })}
            </span>
          )}
        </div>

        {query.isPending ? (
          <p className="flex items-center gap-2 text-sm text-muted-foreground" role="status">
            <Spinner className="size-4" />
            {t('reviews.loading')}
          </p>
        ) : query.isError && !first ? (
          <Alert
            tone="danger"
            actions={
              <Button size="sm" variant="secondary" onClick={() => void query.refetch()}>
                {t('retry')}
              </Button>
            }
          >
            {t('reviews.loadFailed')}
          </Alert>
        ) : first ? (
          <>
            <RatingVerificationPanel verification={first.verification} />
            {first.canReview && <ReviewForm listingId={listing.id} onSubmitted={onSubmitted} />}
            {first.hasReviewed && <p className="text-sm text-muted-foreground">{t('reviews.thanks')}</p>}
            <ReviewList reviews={reviews} />
            {query.hasNextPage && (
              <Button
                variant="secondary"
                className="self-center"
                disabled={query.isFetchingNextPage}
                onClick={() => void query.fetchNextPage()}
              >
                {query.isFetchingNextPage && <Spinner className="size-4" />}
                {t('reviews.more')}
              </Button>
            )}
          </>
        ) : null}
      </section>
    </Card>
  );
}

function ReviewList({ reviews }: { reviews: Review[] }) {
  const t = useT('marketplace-community');
  const format = useFormat();
  if (reviews.length === 0)
    return (
      <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed border-border px-4 py-8 text-center">
        <MessageSquareQuote aria-hidden="true" className="size-6 text-muted-foreground" />
        <p className="text-sm font-medium text-foreground">{t('reviews.empty')}</p>
        <p className="text-sm text-muted-foreground">{t('reviews.emptyHint')}</p>
      </div>
    );
  return (
    <ul className="flex flex-col divide-y divide-border">
      {reviews.map((review) => (
        <li key={review.id} className="flex flex-col gap-1.5 py-4 first:pt-0 last:pb-0">
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <span className="font-medium text-foreground">{review.userName}</span>
            <StarRow rating={review.rating} />
            {review.verifiedPurchase && (
              <span className="inline-flex items-center gap-1 rounded-full bg-success-muted px-2 py-0.5 text-xs font-medium text-success">
                <BadgeCheck aria-hidden="true" className="size-3.5" />
                {t('reviews.verifiedPurchase')}
              </span>
            )}
            <time dateTime={review.createdAt} className="text-xs text-muted-foreground sm:ml-auto">
              {format.date(review.createdAt)}
            </time>
          </div>
          {review.comment && (
            <p className="text-sm leading-relaxed whitespace-pre-wrap break-words text-foreground">
              {review.comment}
            </p>
          )}
        </li>
      ))}
    </ul>
  );
}
