import { marketplaceBrowseEndpoints as endpoints } from '@shared/contracts/endpoints/marketplace-browse';
import type { BrowseQuery, BrowseSort } from '@shared/contracts/marketplace-browse';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@web/lib/api/call-endpoint';
import { useSession } from '@web/lib/auth/session';
import { queryKeys } from '@web/lib/query-keys';

/** Browsing the marketplace and creators' pages (shared/contracts/endpoints/marketplace-browse.ts). */
export const browseApi = {
  listings: (query: BrowseQuery, signal?: AbortSignal) =>
    callEndpoint(endpoints.listings, { query }, { signal }),
  categories: (signal?: AbortSignal) => callEndpoint(endpoints.categories, {}, { signal }),
  creator: (creatorId: string, signal?: AbortSignal) =>
    callEndpoint(endpoints.creator, { params: { creatorId } }, { signal }),
  creatorListings: (creatorId: string, cursor: string | undefined, signal?: AbortSignal) =>
    callEndpoint(endpoints.creatorListings, { params: { creatorId }, query: { cursor } }, { signal }),
};

export interface BrowseFilter {
  q: string;
  category?: string;
  sort: BrowseSort;
}

/**
 * The browse grid, a page at a time (keyset cursors from the server). For You depends on who
 * asks, so the key carries the user; the other sorts are the same for everyone.
 */
export function useBrowseListings(filter: BrowseFilter) {
  const { user, isPending } = useSession();
  const query = { q: filter.q || undefined, category: filter.category, sort: filter.sort };
  const result = useInfiniteQuery({
    queryKey: [...queryKeys.marketplace.browse(query), filter.sort === 'for-you' ? (user?.id ?? null) : null],
    queryFn: ({ pageParam, signal }) => browseApi.listings({ ...query, cursor: pageParam }, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
    // For You waits for the session, so a signed-in visitor does not get Trending first.
    enabled: filter.sort !== 'for-you' || !isPending,
  });
  const items = result.data?.pages.flatMap((page) => page.items) ?? [];
  const first = result.data?.pages[0];
  return { ...result, items, total: first?.total ?? 0, totalCapped: first?.totalCapped ?? false };
}

export function useCategories() {
  return useQuery({
    queryKey: queryKeys.marketplace.categories,
    queryFn: ({ signal }) => browseApi.categories(signal),
    staleTime: 60_000,
  });
}

const noRetryOn = (statuses: number[]) => (count: number, error: unknown) =>
  count < 2 && !statuses.includes((error as { status?: number }).status ?? 0);

/** A creator's profile as this visitor may see it (a private one only by its creator). */
export function useCreatorProfile(creatorId: string) {
  const { user, isPending } = useSession();
  return useQuery({
    queryKey: [...queryKeys.marketplace.creator(creatorId), user?.id ?? null],
    queryFn: ({ signal }) => browseApi.creator(creatorId, signal),
    enabled: !isPending && creatorId !== '',
    // Not found and private are answers, not failures to retry.
    retry: noRetryOn([403, 404]),
  });
}

export function useCreatorListings(creatorId: string, enabled: boolean) {
  const { user } = useSession();
  const result = useInfiniteQuery({
    queryKey: [...queryKeys.marketplace.creatorListings(creatorId), user?.id ?? null],
    queryFn: ({ pageParam, signal }) => browseApi.creatorListings(creatorId, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
    enabled,
    retry: noRetryOn([403, 404]),
  });
  const items = result.data?.pages.flatMap((page) => page.items) ?? [];
  return { ...result, items };
}
