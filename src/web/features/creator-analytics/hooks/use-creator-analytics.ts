import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { queryKeys } from '@web/lib/query-keys';
import { analyticsApi } from '../api/analytics-api';

/** The cards, Recipe Performance and the charts: read afresh on arrival (a sale may have landed). */
export function useCreatorAnalytics() {
  return useQuery({
    queryKey: queryKeys.creatorAnalytics.summary,
    queryFn: ({ signal }) => analyticsApi.analytics(signal),
    refetchOnMount: 'always',
    retry: 1,
  });
}

/** The payout history, newest first, a page at a time ('Load more'). Read when its tab opens. */
export function usePayoutHistory(enabled: boolean) {
  return useInfiniteQuery({
    queryKey: queryKeys.creatorAnalytics.payouts,
    queryFn: ({ pageParam, signal }) => analyticsApi.payouts(pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
    enabled,
    retry: 1,
  });
}
