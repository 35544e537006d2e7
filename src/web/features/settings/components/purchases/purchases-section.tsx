import type { PurchaseFilter, PurchaseHistoryRecord, PurchaseSort } from '@shared/contracts/purchase-history';
import { Alert } from '@web/components/ui/alert';
import { Button, buttonClasses } from '@web/components/ui/button';
import { Spinner } from '@web/components/ui/spinner';
import { useT } from '@web/lib/i18n';
import { SearchX, Store } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { Link } from 'react-router';
import { PurchaseControls } from './purchase-controls';
import { PurchaseRow } from './purchase-row';
import { PurchaseSummaryCards } from './purchase-summary-cards';
import { RefundDialog } from './refund-dialog';
import { usePurchaseHistory } from './use-purchase-history';

/** The search asks the server once typing pauses, not on every key. */
const SEARCH_DEBOUNCE_MS = 250;
/** platform.md §9: skeleton cards 6 in the gallery and the history. */
const SKELETON_ROWS = 6;

function useDebounced(value: string, ms: number): string {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

function RowSkeletons() {
  return (
    <ul aria-hidden="true" className="flex flex-col gap-3">
      {Array.from({ length: SKELETON_ROWS }, (_, i) => (
        <li
          // biome-ignore lint/suspicious/noArrayIndexKey: fixed placeholders, never reordered
          key={i}
          data-testid="purchase-skeleton"
          className="flex animate-pulse gap-3 rounded-xl border border-border bg-surface p-4"
        >
          <div className="size-12 shrink-0 rounded-lg bg-muted" />
          <div className="flex flex-1 flex-col gap-2">
            <div className="h-4 w-2/3 rounded bg-muted" />
            <div className="h-3 w-1/2 rounded bg-muted" />
          </div>
        </li>
      ))}
    </ul>
  );
}

/**
 * Settings: Purchase History (platform.md §2, §4, §5, §9; issue 21 §8). Summary cards, search,
 * filter and sort, the purchases in pages of 50 with status, creator, date and price, Download
 * for completed recipes and a real Refund for those the server allows.
 */
export function PurchasesSection() {
  const t = useT('purchase-history');
  const [search, setSearch] = useState('');
  const [filter, setFilter] = useState<PurchaseFilter>('all');
  const [sort, setSort] = useState<PurchaseSort>('date');
  const [refunding, setRefunding] = useState<PurchaseHistoryRecord | null>(null);
  const q = useDebounced(search.trim(), SEARCH_DEBOUNCE_MS);
  const history = usePurchaseHistory({ q, filter, sort });
  const listId = useId();
  const narrowed = q !== '' || filter !== 'all';
  const boughtNothing =
    history.summary !== undefined &&
    history.summary.totalPurchases === 0 &&
    history.summary.activeSubscriptions === 0 &&
    history.items.length === 0;

  return (
    <div className="flex flex-col gap-5">
      {!history.isLoadingError && <PurchaseSummaryCards summary={history.summary} />}

      {history.isLoadingError ? (
        <Alert
          tone="danger"
          actions={
            <Button variant="secondary" size="sm" onClick={() => void history.refetch()}>
              {t('list.retry')}
            </Button>
          }
        >
          {t('list.loadFailed')}
        </Alert>
      ) : boughtNothing && !narrowed ? (
        <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-border bg-muted/40 px-4 py-8 text-center">
          <Store aria-hidden="true" className="size-6 text-muted-foreground" />
          <p className="text-sm font-medium text-foreground">{t('list.emptyTitle')}</p>
          <p className="text-sm text-muted-foreground">{t('list.empty')}</p>
          <Link to="/marketplace" className={buttonClasses('primary', 'sm')}>
            {t('list.browse')}
          </Link>
        </div>
      ) : (
        <>
          <PurchaseControls
            search={search}
            onSearch={setSearch}
            filter={filter}
            onFilter={setFilter}
            sort={sort}
            onSort={setSort}
          />
          {history.isPending ? (
            <>
              <p role="status" className="sr-only">
                {t('list.loading')}
              </p>
              <RowSkeletons />
            </>
          ) : history.items.length === 0 ? (
            <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed border-border px-4 py-8 text-center">
              <SearchX aria-hidden="true" className="size-6 text-muted-foreground" />
              <p className="text-sm text-muted-foreground">
                {filter === 'courses' && q === '' ? t('list.noCourses') : t('list.noMatches')}
              </p>
            </div>
          ) : (
            <>
              <ul
                id={listId}
                aria-label={t('list.label')}
                aria-busy={history.isFetching}
                className="flex flex-col gap-3"
              >
                {history.items.map((record) => (
                  <PurchaseRow key={record.id} record={record} onRefund={setRefunding} />
                ))}
              </ul>
              {history.isFetchNextPageError && <Alert tone="danger">{t('list.loadFailed')}</Alert>}
              {history.hasNextPage && (
                <div className="flex justify-center">
                  <Button
                    variant="secondary"
                    onClick={() => void history.fetchNextPage()}
                    disabled={history.isFetchingNextPage}
                    aria-controls={listId}
                  >
                    {history.isFetchingNextPage && <Spinner className="size-4" />}
                    {history.isFetchingNextPage ? t('list.loadingMore') : t('list.loadMore')}
                  </Button>
                </div>
              )}
            </>
          )}
        </>
      )}
      <RefundDialog record={refunding} onClose={() => setRefunding(null)} />
    </div>
  );
}
