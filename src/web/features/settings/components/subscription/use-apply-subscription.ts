import type { SubscriptionView } from '@shared/contracts/billing';
import { useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '@web/lib/query-keys';
import { useCallback } from 'react';

/** How long after a cancel or resume the section asks again, when the provider had not yet told us. */
const WEBHOOK_GRACE_MS = 2_000;

/**
 * Stores what the server answered after a cancel or resume. The state itself changes only when
 * the provider's webhook arrives: the local provider's has by the time the answer comes, Stripe's
 * usually a moment later, so when the answer does not show the change yet it is asked again.
 */
export function useApplySubscription() {
  const queryClient = useQueryClient();
  return useCallback(
    (next: SubscriptionView, expectCancelAtPeriodEnd: boolean) => {
      queryClient.setQueryData(queryKeys.billing.subscription, next);
      void queryClient.invalidateQueries({ queryKey: queryKeys.usage.all, refetchType: 'none' });
      if (next.cancelAtPeriodEnd !== expectCancelAtPeriodEnd)
        setTimeout(
          () => void queryClient.invalidateQueries({ queryKey: queryKeys.billing.subscription }),
          WEBHOOK_GRACE_MS,
        );
    },
    [queryClient],
  );
}
