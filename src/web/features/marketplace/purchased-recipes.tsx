import type { PurchaseRecord } from '@shared/contracts/marketplace-purchase';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Alert } from '@web/components/ui/alert';
import { Button, buttonClasses } from '@web/components/ui/button';
import { Spinner } from '@web/components/ui/spinner';
import { cn } from '@web/lib/cn';
import { useFormat } from '@web/lib/format/use-format';
import { useT } from '@web/lib/i18n';
import { queryKeys } from '@web/lib/query-keys';
import { RefreshCw, ShoppingBag, Store } from 'lucide-react';
import { Link } from 'react-router';
import { purchaseApi } from './components/purchase/purchase-api';

/**
 * The gallery's 'Purchased' view (issue 20 §5): the listings the user owns, bought or claimed,
 * as cards that open the listing's page, where owners read it in full (read-only) and can save a
 * copy into their own recipes. The recipes feature mounts the chip and the list from here.
 */

export function usePurchasedRecipes(enabled = true) {
  const query = useInfiniteQuery({
    queryKey: queryKeys.marketplace.purchases,
    queryFn: ({ pageParam, signal }) => purchaseApi.purchases({ cursor: pageParam }, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    enabled,
  });
  return { ...query, items: query.data?.pages.flatMap((page) => page.items) ?? [] };
}

const chipClass = (active: boolean) =>
  cn(
    'inline-flex h-8 shrink-0 items-center gap-1.5 rounded-full border px-3 text-sm font-medium transition-colors',
    'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
    active
      ? 'border-primary bg-primary text-primary-foreground'
      : 'border-border bg-surface text-foreground/85 hover:bg-muted hover:text-foreground',
  );

/** The chip beside the folder chips. */
export function PurchasedChip({ selected, onSelect }: { selected: boolean; onSelect: () => void }) {
  const t = useT('marketplace-purchase');
  return (
    <button type="button" aria-pressed={selected} onClick={onSelect} className={chipClass(selected)}>
      <ShoppingBag aria-hidden="true" className="size-3.5" />
      {t('purchased.chip')}
    </button>
  );
}

interface PurchasedRecipesProps {
  /** The gallery's search, applied to the titles and creators shown. */
  search: string;
  /** The gallery's grid or list classes, so both views look alike. */
  listClassName: string;
}

export function PurchasedRecipes({ search, listClassName }: PurchasedRecipesProps) {
  const t = useT('marketplace-purchase');
  const list = usePurchasedRecipes();
  const needle = search.trim().toLowerCase();
  const items = needle
    ? list.items.filter(
        (item) =>
          item.recipeName.toLowerCase().includes(needle) || item.creatorName.toLowerCase().includes(needle),
      )
    : list.items;

  if (list.isPending)
    return (
      <div
        role="status"
        className="flex items-center justify-center gap-3 py-14 text-sm text-muted-foreground"
      >
        <Spinner />
        <span className="sr-only">{t('purchased.title')}</span>
      </div>
    );
  if (list.isError)
    return (
      <Alert tone="danger" title={t('purchased.loadFailed')}>
        <Button size="sm" variant="secondary" className="mt-2" onClick={() => void list.refetch()}>
          <RefreshCw aria-hidden="true" />
          {t('purchased.retry')}
        </Button>
      </Alert>
    );
  if (items.length === 0)
    return (
      <div className="flex flex-col items-center rounded-2xl border border-dashed border-border px-6 py-14 text-center">
        <span className="flex size-12 items-center justify-center rounded-full bg-muted text-muted-foreground">
          <ShoppingBag aria-hidden="true" className="size-6" />
        </span>
        <h2 className="mt-4 text-lg font-semibold text-foreground">{t('purchased.title')}</h2>
        <p className="mt-1 max-w-sm text-sm text-muted-foreground">{t('purchased.empty')}</p>
        <Link to="/marketplace" className={buttonClasses('primary', 'md', 'mt-5')}>
          <Store aria-hidden="true" />
          {t('purchased.browse')}
        </Link>
      </div>
    );
  return (
    <>
      <ul className={listClassName} aria-label={t('purchased.title')}>
        {items.map((item) => (
          <li key={item.id} className="flex min-w-0 flex-col">
            <PurchasedCard item={item} />
          </li>
        ))}
      </ul>
      {list.hasNextPage && (
        <div className="mt-6 flex justify-center">
          <Button
            variant="secondary"
            onClick={() => void list.fetchNextPage()}
            disabled={list.isFetchingNextPage}
          >
            {list.isFetchingNextPage && <Spinner className="size-4" />}
            {t('purchased.loadMore')}
          </Button>
        </div>
      )}
    </>
  );
}

function PurchasedCard({ item }: { item: PurchaseRecord }) {
  const t = useT('marketplace-purchase');
  const format = useFormat();
  return (
    <Link
      to={`/marketplace/recipe/${encodeURIComponent(item.recipeId)}`}
      className={cn(
        'group flex flex-1 items-stretch gap-3 overflow-hidden rounded-2xl border border-border bg-surface p-3 shadow-xs transition-colors',
        'hover:border-primary/40 hover:bg-muted/40 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
      )}
    >
      <span className="flex size-16 shrink-0 items-center justify-center overflow-hidden rounded-xl bg-muted text-muted-foreground">
        {item.thumbnail ? (
          <img src={item.thumbnail} alt="" loading="lazy" className="size-full object-cover" />
        ) : (
          <ShoppingBag aria-hidden="true" className="size-6" />
        )}
      </span>
      <span className="flex min-w-0 flex-1 flex-col justify-center gap-0.5">
        <span className="line-clamp-2 font-medium break-words text-foreground group-hover:text-primary">
          {item.recipeName}
        </span>
        <span className="truncate text-xs text-muted-foreground">
          {t('purchased.by', { name: item.creatorName })}
        </span>
        <span className="flex flex-wrap items-center gap-x-2 text-xs text-muted-foreground">
          <span className="font-medium text-foreground tabular-nums">
            {item.amount === 0 ? t('purchased.free') : format.price(item.amount, 'USD')}
          </span>
          <span aria-hidden="true">·</span>
          <span>{t('purchased.purchasedOn', { date: format.date(item.createdAt) })}</span>
        </span>
      </span>
    </Link>
  );
}
