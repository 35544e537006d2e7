import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { useT } from '@web/lib/i18n';
import { BookOpen, RefreshCw } from 'lucide-react';
import { useCreatorListings } from '../browse/browse-api';
import { ListingGrid, ListingSkeletons } from '../browse/listing-grid';

/** The creator's published recipes as cards, newest first, or 'No recipes yet'. */
export function CreatorListings({ creatorId, name }: { creatorId: string; name: string }) {
  const t = useT('marketplace');
  const list = useCreatorListings(creatorId, true);
  const heading = t('creator.recipes', { name });
  return (
    <section aria-labelledby="creator-recipes" className="mt-2">
      <h2 id="creator-recipes" className="mb-4 text-lg font-semibold text-foreground">
        {heading}
      </h2>
      {list.isPending ? (
        <ListingSkeletons count={4} />
      ) : list.isError ? (
        <Alert tone="danger" title={t('error.title')}>
          <Button size="sm" variant="secondary" className="mt-2" onClick={() => void list.refetch()}>
            <RefreshCw aria-hidden="true" />
            {t('error.retry')}
          </Button>
        </Alert>
      ) : list.items.length === 0 ? (
        <div className="flex flex-col items-center rounded-2xl border border-dashed border-border bg-surface px-6 py-12 text-center">
          <BookOpen aria-hidden="true" className="size-8 text-muted-foreground" />
          <p className="mt-3 text-sm font-medium text-foreground">{t('creator.noRecipes')}</p>
        </div>
      ) : (
        <ListingGrid
          items={list.items}
          hasNextPage={list.hasNextPage}
          isFetchingNextPage={list.isFetchingNextPage}
          fetchNextPage={list.fetchNextPage}
          label={heading}
        />
      )}
    </section>
  );
}
