import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { Spinner } from '@web/components/ui/spinner';
import { billingApi } from '@web/lib/api/billing-api';
import { useT } from '@web/lib/i18n';
import { queryKeys } from '@web/lib/query-keys';
import { useSearchParams } from 'react-router';
import { FreePlanCard } from './free-plan-card';
import { StandardPlanCard } from './standard-plan-card';

/** How long the section waits for the provider's webhook after a checkout returned here. */
const CONFIRM_POLL_MS = 2_000;
const CONFIRM_POLL_MAX = 30;

/**
 * Settings: Subscription (platform.md §2, §4, §8 "Subscription"): the Free Plan with its
 * 'Generations Used n/3' and Upgrade, or the Standard Plan with its trial end or renewal date,
 * Cancel (at period end) and Resume. What it shows is the server's: the state arrives only by the
 * provider's webhooks, so after a checkout (`?upgraded=1`) it asks again until they did.
 */
export function SubscriptionSection() {
  const t = useT('billing');
  const [params] = useSearchParams();
  const queryClient = useQueryClient();
  const returnedFromCheckout = params.get('upgraded') === '1';
  const subscription = useQuery({
    queryKey: queryKeys.billing.subscription,
    queryFn: ({ signal }) => billingApi.subscription(signal),
    refetchInterval: (query) =>
      returnedFromCheckout &&
      query.state.data?.plan === 'free' &&
      query.state.dataUpdateCount < CONFIRM_POLL_MAX
        ? CONFIRM_POLL_MS
        : false,
  });

  if (subscription.isPending)
    return (
      <div role="status" className="flex items-center gap-3 py-6 text-sm text-muted-foreground">
        <Spinner />
        {t('section.loading')}
      </div>
    );
  if (subscription.isError)
    return (
      <Alert
        tone="danger"
        actions={
          <Button variant="secondary" size="sm" onClick={() => void subscription.refetch()}>
            {t('section.retry')}
          </Button>
        }
      >
        {t('section.loadFailed')}
      </Alert>
    );

  const view = subscription.data;
  // Back from the provider's checkout, until its webhook made the plan Standard (or we stop asking).
  const confirming =
    returnedFromCheckout &&
    view.plan === 'free' &&
    (queryClient.getQueryState(queryKeys.billing.subscription)?.dataUpdateCount ?? 0) < CONFIRM_POLL_MAX;
  return (
    <div className="space-y-4">
      {confirming && <Alert tone="info">{t('section.confirming')}</Alert>}
      {view.plan === 'standard' ? <StandardPlanCard view={view} /> : <FreePlanCard view={view} />}
    </div>
  );
}
