import { marketplaceDetailEndpoints as endpoints } from '@shared/contracts/endpoints/marketplace-detail';
import type { ListingDetailView } from '@shared/contracts/marketplace-detail';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@web/lib/api/call-endpoint';
import { useSession } from '@web/lib/auth/session';
import { queryKeys } from '@web/lib/query-keys';

/** A listing's detail page (shared/contracts/endpoints/marketplace-detail.ts). */
export const listingDetailApi = {
  get: (id: string, signal?: AbortSignal) => callEndpoint(endpoints.get, { params: { id } }, { signal }),
  markSeen: (id: string) => callEndpoint(endpoints.markSeen, { params: { id } }),
};

/**
 * The detail as the signed-in user (or visitor) may see it: refetched when the session changes,
 * since the content and access depend on who asks. A 404 is final (no retries).
 */
export function useListingDetail(id: string) {
  const { user, isPending } = useSession();
  return useQuery({
    queryKey: [...queryKeys.marketplace.detail(id), user?.id ?? null],
    queryFn: ({ signal }) => listingDetailApi.get(id, signal),
    enabled: !isPending && id !== '',
    retry: (count, error) => count < 2 && (error as { status?: number }).status !== 404,
  });
}

/** 'Mark as read' on the what-changed notice: the notice goes at once, the detail refreshes. */
export function useMarkListingSeen(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => listingDetailApi.markSeen(id),
    onSuccess: () => {
      queryClient.setQueriesData<ListingDetailView>({ queryKey: queryKeys.marketplace.detail(id) }, (old) =>
        old ? { ...old, changes: undefined } : old,
      );
    },
  });
}
