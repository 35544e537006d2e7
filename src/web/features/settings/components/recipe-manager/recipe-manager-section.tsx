import type { MyListing } from '@shared/contracts/marketplace-publish';
import { Alert } from '@web/components/ui/alert';
import { Button, buttonClasses } from '@web/components/ui/button';
import { Input } from '@web/components/ui/input';
import { Spinner } from '@web/components/ui/spinner';
import { useT } from '@web/lib/i18n';
import { toast } from '@web/lib/toast';
import { Search, Store } from 'lucide-react';
import { useDeferredValue, useEffect, useId, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { useMyListings, useToggleListing } from '../../hooks/use-my-listings';
import { DeleteListingDialog } from './delete-listing-dialog';
import { EditListingDialog } from './edit-listing-dialog';
import { ListingItem } from './listing-item';

/** Whether a listing matches the search: title, description, content or a tag (platform.md §2). */
export function matchesSearch(listing: MyListing, query: string): boolean {
  const q = query.trim().toLowerCase();
  if (!q) return true;
  return [listing.title, listing.description, listing.content, ...listing.tags].some((text) =>
    text.toLowerCase().includes(q),
  );
}

/**
 * The Recipe Manager section of the settings (platform.md §2 "Recipe Manager", §4 Recipe status
 * (manager), §8): 'Published Recipes Management', the user's listings with search, status,
 * price and sales, and Edit, Publish or Unpublish and Delete. Refreshes live as the server's
 * checks finish.
 */
export function RecipeManagerSection() {
  const t = useT('marketplace-publish');
  const listings = useMyListings();
  const toggle = useToggleListing();
  const [query, setQuery] = useState('');
  const deferredQuery = useDeferredValue(query);
  const [editing, setEditing] = useState<MyListing | null>(null);
  const [deleting, setDeleting] = useState<MyListing | null>(null);
  const headingId = useId();
  const searchId = useId();

  useEffect(() => {
    if (listings.isError) toast.error(t('manager.loadFailed'));
  }, [listings.isError, t]);

  const all = listings.data ?? [];
  const shown = useMemo(() => all.filter((l) => matchesSearch(l, deferredQuery)), [all, deferredQuery]);
  const togglingId = toggle.isPending ? toggle.variables?.id : undefined;

  const onToggle = (listing: MyListing) => {
    const publish = listing.status !== 'published';
    toggle.mutate(
      { id: listing.id, publish },
      {
        onSuccess: () => toast.success(t(publish ? 'manager.publishedToast' : 'manager.unpublishedToast')),
        onError: () => toast.error(t('manager.updateFailed')),
      },
    );
  };

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <div>
        <h3 id={headingId} className="text-base font-semibold text-foreground">
          {t('manager.heading')}
        </h3>
        <p className="mt-1 text-sm text-muted-foreground">{t('manager.intro')}</p>
      </div>

      {listings.isPending ? (
        <p role="status" className="flex items-center gap-2 py-6 text-sm text-muted-foreground">
          <Spinner className="size-4" />
          {t('manager.loading')}
        </p>
      ) : listings.isError ? (
        <Alert
          tone="danger"
          actions={
            <Button variant="secondary" size="sm" onClick={() => void listings.refetch()}>
              {t('manager.retry')}
            </Button>
          }
        >
          {t('manager.loadFailed')}
        </Alert>
      ) : all.length === 0 ? (
        <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-border bg-muted/40 px-4 py-8 text-center">
          <Store aria-hidden="true" className="size-6 text-muted-foreground" />
          <p className="text-sm text-muted-foreground">{t('manager.empty')}</p>
          <Link to="/marketplace/publish" className={buttonClasses('primary', 'sm')}>
            {t('manager.emptyAction')}
          </Link>
        </div>
      ) : (
        <>
          <div className="flex flex-col gap-1.5">
            <label htmlFor={searchId} className="sr-only">
              {t('manager.searchLabel')}
            </label>
            <div className="relative">
              <Search
                aria-hidden="true"
                className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
              />
              <Input
                id={searchId}
                type="search"
                value={query}
                onChange={(event) => setQuery(event.target.value)}
                placeholder={t('manager.searchPlaceholder')}
                className="pl-9"
              />
            </div>
            <p className="text-xs text-muted-foreground" aria-live="polite">
              {t('manager.found', { shown: shown.length, total: all.length })}
            </p>
          </div>
          {shown.length === 0 ? (
            <p className="rounded-xl border border-dashed border-border px-4 py-6 text-center text-sm text-muted-foreground">
              {t('manager.noMatches')}
            </p>
          ) : (
            <ul className="flex flex-col gap-3">
              {shown.map((listing) => (
                <ListingItem
                  key={listing.id}
                  listing={listing}
                  toggling={togglingId === listing.id}
                  onEdit={() => setEditing(listing)}
                  onToggle={() => onToggle(listing)}
                  onDelete={() => setDeleting(listing)}
                />
              ))}
            </ul>
          )}
        </>
      )}
      <EditListingDialog listing={editing} onClose={() => setEditing(null)} />
      <DeleteListingDialog listing={deleting} onClose={() => setDeleting(null)} />
    </section>
  );
}
