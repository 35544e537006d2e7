import type { BrowseSort } from '@shared/contracts/marketplace-browse';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { useT } from '@web/lib/i18n';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { RefreshCw, SearchX } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useBrowseListings, useCategories } from './browse-api';
import { CategoryChips } from './category-chips';
import { ListingGrid, ListingSkeletons } from './listing-grid';
import { MarketplaceHero } from './marketplace-hero';
import { parseSort, SortSelect } from './sort-select';

/** The search goes to the server once typing pauses. */
export const MARKETPLACE_SEARCH_DEBOUNCE_MS = 300;

function useDebounced<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

/**
 * /marketplace (platform.md §2 Marketplace browse), open to everyone: the hero with the search,
 * category chips, the sort, the count, and the cards, paged on the server. Search, category and
 * sort live in the address (?q=&category=&sort=), so a view can be shared and reloaded.
 */
export function MarketplacePage() {
  const t = useT('marketplace');
  useDocumentTitle(t('documentTitle'));
  const [params, setParams] = useSearchParams();
  const [search, setSearch] = useState(params.get('q') ?? '');
  const q = useDebounced(search.trim(), MARKETPLACE_SEARCH_DEBOUNCE_MS);
  const category = params.get('category') || undefined;
  const sort = parseSort(params.get('sort'));
  const categories = useCategories();
  const list = useBrowseListings({ q, category, sort });

  const setParam = (name: string, value: string | undefined) =>
    setParams(
      (current) => {
        if ((current.get(name) ?? undefined) === value) return current;
        const next = new URLSearchParams(current);
        if (value) next.set(name, value);
        else next.delete(name);
        return next;
      },
      { replace: true },
    );

  // The debounced search goes into the address (replacing: typing adds no history entries).
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new search is written
  useEffect(() => setParam('q', q || undefined), [q]);

  const showAll = () => {
    setSearch('');
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('q');
        next.delete('category');
        return next;
      },
      { replace: true },
    );
  };

  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-6 sm:px-6 sm:py-8">
      <MarketplaceHero search={search} onSearch={setSearch} />

      <div className="mt-6 flex flex-col gap-3 md:flex-row md:items-center md:justify-between">
        <div className="min-w-0 flex-1">
          <CategoryChips
            categories={categories.data?.categories.map((c) => c.id) ?? []}
            selected={category}
            onSelect={(id) => setParam('category', id)}
          />
        </div>
        <SortSelect
          value={sort}
          onChange={(value: BrowseSort) => setParam('sort', value === 'for-you' ? undefined : value)}
        />
      </div>
      {categories.isError && <p className="mt-2 text-sm text-danger">{t('categories.failed')}</p>}

      <p className="mt-4 min-h-5 text-sm text-muted-foreground" aria-live="polite">
        {list.data ? t(list.totalCapped ? 'countCapped' : 'count', { count: list.total }) : ''}
      </p>

      <section className="mt-3" aria-label={t('results')} aria-busy={list.isFetching}>
        {list.isPending ? (
          <ListingSkeletons />
        ) : list.isError ? (
          <Alert tone="danger" title={t('error.title')}>
            <Button size="sm" variant="secondary" className="mt-2" onClick={() => void list.refetch()}>
              <RefreshCw aria-hidden="true" />
              {t('error.retry')}
            </Button>
          </Alert>
        ) : list.items.length === 0 ? (
          <div className="flex flex-col items-center rounded-2xl border border-dashed border-border bg-surface px-6 py-14 text-center">
            <SearchX aria-hidden="true" className="size-10 text-muted-foreground" />
            <h2 className="mt-4 text-lg font-semibold text-foreground">{t('empty.title')}</h2>
            <p className="mt-1 max-w-sm text-sm text-muted-foreground">{t('empty.body')}</p>
            <Button className="mt-5" onClick={showAll}>
              {t('empty.showAll')}
            </Button>
          </div>
        ) : (
          <ListingGrid
            items={list.items}
            hasNextPage={list.hasNextPage}
            isFetchingNextPage={list.isFetchingNextPage}
            fetchNextPage={list.fetchNextPage}
            label={t('results')}
          />
        )}
      </section>
    </div>
  );
}
