import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '@web/lib/query-keys';
import { publishApi } from '../api/publish-api';

/** The signed-in user's payment account (platform.md §3 Payment account status), read once per visit. */
export function useAccountStatus(enabled: boolean) {
  return useQuery({
    queryKey: [...queryKeys.marketplace.all, 'account-status'],
    queryFn: ({ signal }) => publishApi.accountStatus(signal),
    enabled,
    // A failed check lets publishing go ahead (platform.md §2): asking again would only delay it.
    retry: false,
    staleTime: 30_000,
  });
}
