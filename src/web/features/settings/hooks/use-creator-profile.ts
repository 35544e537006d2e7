import type { CreatorProfileSettings } from '@shared/contracts/creator-profile';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '@web/lib/query-keys';
import { useCallback } from 'react';
import { creatorProfileApi } from '../api/creator-profile-api';

/** Whether the signed-in user is a creator: the section shows the pitch or the profile form. */
export function useCreatorStatus() {
  return useQuery({
    queryKey: queryKeys.creators.status,
    queryFn: ({ signal }) => creatorProfileApi.status(signal),
  });
}

/** The creator's own profile, once they are one. */
export function useCreatorProfileSettings(enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.creators.profile,
    queryFn: ({ signal }) => creatorProfileApi.profile(signal),
    enabled,
  });
}

/**
 * Puts a saved profile in place at once (the form and the status), and makes the creator's public
 * page and the marketplace settings (whose checklist counts a completed profile) read again.
 */
export function useApplyCreatorProfile() {
  const queryClient = useQueryClient();
  return useCallback(
    (saved: CreatorProfileSettings) => {
      queryClient.setQueryData(queryKeys.creators.profile, saved);
      queryClient.setQueryData(queryKeys.creators.status, { isCreator: true });
      void queryClient.invalidateQueries({ queryKey: queryKeys.marketplace.creator(saved.userId) });
      void queryClient.invalidateQueries({ queryKey: queryKeys.marketplaceSettings });
    },
    [queryClient],
  );
}
