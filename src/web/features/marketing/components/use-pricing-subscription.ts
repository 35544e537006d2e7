import type { SubscriptionView } from '@shared/contracts/billing';
import type { PlanId } from '@shared/billing/plans';
import { useMutation, useQuery } from '@tanstack/react-query';
import { billingApi, goToCheckout } from '@web/lib/api/billing-api';
import { useSession } from '@web/lib/auth/session';
import { queryKeys } from '@web/lib/query-keys';
import { toast } from '@web/lib/toast';
import { useNavigate } from 'react-router';

export interface PricingSubscription {
  signedIn: boolean;
  /** The signed-in user's subscription; undefined for visitors and while it loads. */
  view: SubscriptionView | undefined;
  loading: boolean;
  /** The plan the reader is on, to mark its card; null for visitors. */
  currentPlan: PlanId | null;
  /** A subscription runs (or is set to cancel): Standard's button leads to the settings instead. */
  subscribed: boolean;
  /** Opens the provider's checkout for Standard (the server's price and trial). */
  upgrade: () => void;
  upgrading: boolean;
}

const RUNNING = new Set(['trialing', 'active', 'past_due']);

/** What /pricing needs of the reader's subscription: the current plan and the way to upgrade. */
export function usePricingSubscription(): PricingSubscription {
  const { user } = useSession();
  const navigate = useNavigate();
  const subscription = useQuery({
    queryKey: queryKeys.billing.subscription,
    queryFn: ({ signal }) => billingApi.subscription(signal),
    enabled: Boolean(user),
  });
  const checkout = useMutation({
    mutationFn: billingApi.checkout,
    onSuccess: ({ url }) => goToCheckout(url, (path) => void navigate(path)),
    // The server's words: an unverified e-mail, already subscribed, 'Failed to upgrade subscription…'.
    onError: (error) => toast.error(error.message),
  });
  const view = user ? subscription.data : undefined;
  return {
    signedIn: Boolean(user),
    view,
    loading: Boolean(user) && subscription.isPending,
    currentPlan: view ? view.plan : null,
    subscribed: view ? view.plan === 'standard' || RUNNING.has(view.status) : false,
    upgrade: () => checkout.mutate(),
    upgrading: checkout.isPending || checkout.isSuccess,
  };
}
