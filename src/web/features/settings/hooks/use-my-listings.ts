import type { MyListing, UpdateListingRequest } from '@shared/contracts/marketplace-publish';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '@web/lib/query-keys';
import { subscribeUserEvents } from '@web/lib/user-events';
import { useEffect } from 'react';
import {
  deleteListing,
  fetchMyListings,
  publishListing,
  unpublishListing,
  updateListing,
} from '../api/my-listings-api';

/** The manager's list, under the marketplace's keys so a publish anywhere refreshes it too. */
export const myListingsKey = [...queryKeys.marketplace.all, 'my-listings'] as const;

/**
 * The user's listings for the Recipe Manager, refreshed live: the validation job, an edit in
 * another tab or a publish from the gallery arrive as `listing.updated` on the user's channel.
 */
export function useMyListings() {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      subscribeUserEvents((event) => {
        if (event.type === 'listing.updated') void queryClient.invalidateQueries({ queryKey: myListingsKey });
      }),
    [queryClient],
  );
  return useQuery({ queryKey: myListingsKey, queryFn: async () => (await fetchMyListings()).items });
}

/** Puts the server's answer for one listing into the list at once (its refetch follows). */
function useReplaceInList() {
  const queryClient = useQueryClient();
  return (listing: MyListing) => {
    queryClient.setQueryData<MyListing[]>(myListingsKey, (items) =>
      items?.map((item) => (item.id === listing.id ? listing : item)),
    );
    void queryClient.invalidateQueries({ queryKey: queryKeys.marketplace.all });
  };
}

export function useUpdateListing() {
  const replace = useReplaceInList();
  return useMutation({
    mutationFn: ({ id, change }: { id: string; change: UpdateListingRequest }) => updateListing(id, change),
    onSuccess: replace,
  });
}

/** Publish or Unpublish (platform.md §4 Recipe status (manager)). */
export function useToggleListing() {
  const replace = useReplaceInList();
  return useMutation({
    mutationFn: ({ id, publish }: { id: string; publish: boolean }) =>
      publish ? publishListing(id) : unpublishListing(id),
    onSuccess: replace,
  });
}

export function useDeleteListing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteListing(id),
    onSuccess: (_result, id) => {
      queryClient.setQueryData<MyListing[]>(myListingsKey, (items) =>
        items?.filter((item) => item.id !== id),
      );
      void queryClient.invalidateQueries({ queryKey: queryKeys.marketplace.all });
    },
  });
}
