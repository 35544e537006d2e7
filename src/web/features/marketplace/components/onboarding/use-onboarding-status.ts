import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '@web/lib/query-keys';
import { publishApi } from '../../api/publish-api';
import { onboardingApi } from './onboarding-api';

/** How often the success page asks again while the provider has not confirmed the account, and for how long. */
export const CONFIRM_POLL_MS = 2000;
export const CONFIRM_FOR_MS = 30_000;

/**
 * The payment account as the onboarding pages show it: always read afresh on arrival (the
 * provider may have changed it meanwhile), in the same cache entry the publish page reads.
 * `pollUntil` (a time): ask again until the account is ready or that time has passed.
 * `refresh` (the onboarding return): the server asks the provider itself and stores what it says,
 * so the page is right before the provider's webhook lands; `accountId` is the one the return URL
 * named, which the server checks against the user's own.
 */
export function useOnboardingStatus({
  pollUntil,
  refresh,
}: {
  pollUntil?: number;
  refresh?: { accountId?: string };
} = {}) {
  return useQuery({
    queryKey: [...queryKeys.marketplace.all, 'account-status'],
    queryFn: ({ signal }) =>
      refresh ? onboardingApi.refreshStatus(refresh.accountId, signal) : publishApi.accountStatus(signal),
    refetchOnMount: 'always',
    retry: 1,
    refetchInterval: (query) =>
      pollUntil !== undefined && !query.state.data?.onboardingCompleted && Date.now() < pollUntil
        ? CONFIRM_POLL_MS
        : false,
  });
}
