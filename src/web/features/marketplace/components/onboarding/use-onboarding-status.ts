import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '@web/lib/query-keys';
import { publishApi } from '../../api/publish-api';

/** How often the success page asks again while the provider's webhook has not landed, and for how long. */
export const CONFIRM_POLL_MS = 2000;
export const CONFIRM_FOR_MS = 30_000;

/**
 * The payment account as the onboarding pages show it: always read afresh on arrival (the
 * provider may have changed it meanwhile), in the same cache entry the publish page reads.
 * `pollUntil` (a time): ask again until the account is ready or that time has passed.
 */
export function useOnboardingStatus({ pollUntil }: { pollUntil?: number } = {}) {
  return useQuery({
    queryKey: [...queryKeys.marketplace.all, 'account-status'],
    queryFn: ({ signal }) => publishApi.accountStatus(signal),
    refetchOnMount: 'always',
    retry: 1,
    refetchInterval: (query) =>
      pollUntil !== undefined && !query.state.data?.onboardingCompleted && Date.now() < pollUntil
        ? CONFIRM_POLL_MS
        : false,
  });
}
