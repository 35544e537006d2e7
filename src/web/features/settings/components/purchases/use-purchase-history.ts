import type { PurchaseFilter, PurchaseSort } from '@shared/contracts/purchase-history';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '@web/lib/query-keys';
import { fetchPurchaseHistory, requestRefund } from './purchase-history-api';

export interface HistoryView {
  q: string;
  filter: PurchaseFilter;
  sort: PurchaseSort;
}

/** Under the marketplace's keys: a purchase, a claim or a refund anywhere refreshes it too. */
const historyKey = (view: HistoryView) => [...queryKeys.marketplace.all, 'purchase-history', view] as const;

/** While a refund waits for the provider's confirmation, the list looks again this often. */
const PENDING_REFRESH_MS = 10_000;

/**
 * The history in pages of 50 for one search, filter and sort (platform.md §9), with the summary
 * cards from its first page. While a row is `pending` (a refund the provider has not confirmed
 * yet), it refreshes by itself so the row turns `refunded` without a reload.
 */
export function usePurchaseHistory(view: HistoryView) {
  const query = useInfiniteQuery({
    queryKey: historyKey(view),
    queryFn: ({ pageParam, signal }) =>
      fetchPurchaseHistory(
        { q: view.q || undefined, filter: view.filter, sort: view.sort, cursor: pageParam },
        signal,
      ),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    // The summary and the rows of the last view stay on screen while the next one loads.
    placeholderData: (previous) => previous,
    refetchInterval: (q) =>
      q.state.data?.pages.some((page) => page.items.some((item) => item.status === 'pending'))
        ? PENDING_REFRESH_MS
        : false,
  });
  return {
    ...query,
    summary: query.data?.pages[0]?.summary,
    items: query.data?.pages.flatMap((page) => page.items) ?? [],
  };
}

/** A refund: on success everything of the marketplace (this list, the owned list, the listing) refreshes. */
export function useRefund() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (purchaseId: string) => requestRefund(purchaseId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.marketplace.all }),
  });
}
