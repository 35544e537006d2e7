import type { ListingDetailView } from '@shared/contracts/marketplace-detail';
import { RecipeAnalysisCard } from '@web/components/recipe-analysis-card/recipe-analysis-card';
import { buttonClasses } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { Spinner } from '@web/components/ui/spinner';
import { ApiRequestError } from '@web/lib/api-client';
import { useT } from '@web/lib/i18n';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { ArrowLeft, CircleAlert } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { CommentsSection } from '../community/comments-section';
import { ReviewsPanel } from '../community/reviews-panel';
import { TrialPanel } from '../trial/trial-panel';
import { CreatorStatusPanel } from './creator-status-panel';
import { ListingChangesNotice } from './listing-changes-notice';
import { ListingContent } from './listing-content';
import { useListingDetail } from './listing-detail-api';
import { ListingHeader } from './listing-header';
import { ListingPriceBox } from './listing-price-box';

/**
 * /marketplace/recipe/{recipeId} (platform.md §2 Recipe detail): the listing's header, its price
 * box with the purchase button, the recipe (in full for its creator and owners, else the locked
 * preview and outline), try before you buy, reviews and comments.
 */
export function ListingDetailPage() {
  const t = useT('marketplace-detail');
  const { recipeId = '' } = useParams();
  const detail = useListingDetail(recipeId);
  useDocumentTitle(`${detail.data?.title ?? t('loading')} · Recipe Forge`);

  if (detail.isPending)
    return (
      <div
        role="status"
        className="flex min-h-full items-center justify-center gap-3 py-24 text-sm text-muted-foreground"
      >
        <Spinner />
        {t('loading')}
      </div>
    );
  if (detail.isError) return <ListingLoadError error={detail.error} />;
  return <ListingDetailScreen listing={detail.data} />;
}

function BackLink({ className }: { className?: string }) {
  const t = useT('marketplace-detail');
  return (
    <Link to="/marketplace" className={buttonClasses('ghost', 'sm', className)}>
      <ArrowLeft aria-hidden="true" />
      {t('back')}
    </Link>
  );
}

function ListingDetailScreen({ listing }: { listing: ListingDetailView }) {
  const t = useT('marketplace-detail');
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-6 sm:px-6 sm:py-8">
      <BackLink className="-ml-2" />
      <div className="mt-4 grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem] lg:gap-8">
        <div className="flex min-w-0 flex-col gap-6">
          <ListingHeader listing={listing} />
          {listing.access === 'creator' && <CreatorStatusPanel listing={listing} />}
          {listing.changes && <ListingChangesNotice listingId={listing.id} changes={listing.changes} />}
        </div>
        <aside className="flex flex-col gap-4 lg:sticky lg:top-6 lg:row-span-2 lg:self-start">
          {listing.imageUrl && (
            <img
              src={listing.imageUrl}
              alt={t('image', { title: listing.title })}
              className="aspect-[4/3] w-full rounded-2xl border border-border bg-muted object-cover"
            />
          )}
          <ListingPriceBox listing={listing} />
          {/* The recipe card is for those who hold the recipe: its figures come from the content. */}
          {listing.content !== undefined && (
            <RecipeAnalysisCard
              content={listing.content}
              streaming={false}
              title={listing.title}
              rating={listing.ratingCount > 0 ? listing.ratingAverage : null}
            />
          )}
        </aside>
        <div className="flex min-w-0 flex-col gap-6">
          <ListingContent listing={listing} />
          <TrialPanel listing={listing} />
          <ReviewsPanel listing={listing} />
          <CommentsSection listing={listing} />
        </div>
      </div>
    </div>
  );
}

/** Not found ('Recipe not found') or failed, with Back to Marketplace (platform.md §2). */
function ListingLoadError({ error }: { error: unknown }) {
  const t = useT('marketplace-detail');
  const notFound = error instanceof ApiRequestError && error.status === 404;
  return (
    <div className="flex min-h-full items-center justify-center px-4 py-12">
      <Card className="w-full max-w-md p-8 text-center" role="alert">
        <span className="mx-auto flex size-12 items-center justify-center rounded-full bg-danger-muted text-danger">
          <CircleAlert aria-hidden="true" className="size-6" />
        </span>
        <h1 className="mt-4 text-xl font-semibold tracking-tight">
          {notFound ? t('notFound') : t('errorTitle')}
        </h1>
        {!notFound && <p className="mt-2 text-sm text-muted-foreground">{t('loadFailed')}</p>}
        <Link to="/marketplace" className={buttonClasses('primary', 'md', 'mt-6')}>
          <ArrowLeft aria-hidden="true" />
          {t('back')}
        </Link>
      </Card>
    </div>
  );
}
