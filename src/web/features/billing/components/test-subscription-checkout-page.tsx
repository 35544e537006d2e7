import type { LocalSubscriptionSession } from '@shared/contracts/billing';
import { STANDARD_PLAN } from '@shared/billing/plans';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, buttonClasses } from '@web/components/ui/button';
import { Spinner } from '@web/components/ui/spinner';
import { ApiRequestError } from '@web/lib/api-client';
import { billingApi } from '@web/lib/api/billing-api';
import { useFormat } from '@web/lib/format/use-format';
import { useT } from '@web/lib/i18n';
import { queryKeys } from '@web/lib/query-keys';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { ArrowLeft, Check, Sparkles } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { retryUnlessNotFound, TestCheckoutCard, TestCheckoutFrame } from '@web/components/test-checkout';

/**
 * /pricing/checkout/test/:sessionId: the local test provider's checkout in subscription mode,
 * clearly in TEST MODE. 'Start trial' makes the provider send the signed webhooks Stripe would
 * (checkout.session.completed, customer.subscription.created) and goes on to the Subscription
 * settings; 'Cancel' closes the session and goes back to /pricing.
 */
export function TestSubscriptionCheckoutPage() {
  const t = useT('billing');
  const { sessionId = '' } = useParams();
  useDocumentTitle(`${t('checkout.title')} · Recipe Forge`);
  const session = useQuery({
    queryKey: queryKeys.billing.localSession(sessionId),
    queryFn: ({ signal }) => billingApi.localSession(sessionId, signal),
    retry: retryUnlessNotFound,
  });

  return (
    <TestCheckoutFrame
      query={session}
      texts={{
        loading: t('checkout.loading'),
        notFound: t('checkout.notFound'),
        loadFailed: t('checkout.loadFailed'),
      }}
      afterError={
        <Link to="/pricing" className={buttonClasses('secondary', 'md', 'w-full')}>
          <ArrowLeft aria-hidden="true" />
          {t('checkout.backToPricing')}
        </Link>
      }
    >
      {(data) => <CheckoutCard session={data} />}
    </TestCheckoutFrame>
  );
}

function CheckoutCard({ session }: { session: LocalSubscriptionSession }) {
  const t = useT('billing');
  const format = useFormat();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  const failed = (failure: Error) =>
    setError(failure instanceof ApiRequestError && failure.key ? failure.message : t('checkout.startFailed'));
  const start = useMutation({
    mutationFn: () => billingApi.startLocalTrial(session.sessionId),
    onMutate: () => setError(null),
    onSuccess: async ({ redirectTo }) => {
      await queryClient.invalidateQueries({ queryKey: queryKeys.usage.all });
      void navigate(redirectTo);
    },
    onError: failed,
  });
  const cancel = useMutation({
    mutationFn: () => billingApi.cancelLocalSession(session.sessionId),
    onMutate: () => setError(null),
    onSuccess: ({ redirectTo }) => void navigate(redirectTo),
    onError: failed,
  });
  const busy = start.isPending || cancel.isPending || start.isSuccess || cancel.isSuccess;
  const price = format.price(session.monthlyPriceCents, 'USD');
  const trial = session.trialDays > 0;

  return (
    <TestCheckoutCard
      texts={{
        testMode: t('checkout.testMode'),
        testModeNote: t('checkout.testModeNote'),
        title: t('checkout.title'),
        secureNote: t('checkout.secureNote'),
      }}
      error={error}
      details={
        <div className="space-y-4 px-5 py-5 sm:px-6">
          <dl className="space-y-3">
            <div className="flex items-baseline justify-between gap-4">
              <dt className="text-sm text-muted-foreground">{t('checkout.plan')}</dt>
              <dd className="font-medium text-foreground">{t('plans.standard')}</dd>
            </div>
            <div className="flex items-baseline justify-between gap-4">
              <dt className="text-sm text-muted-foreground">{t('checkout.price')}</dt>
              <dd className="text-foreground tabular-nums">{t('checkout.perMonth', { price })}</dd>
            </div>
            {trial && (
              <div className="flex items-baseline justify-between gap-4">
                <dt className="text-sm text-muted-foreground">{t('checkout.trial')}</dt>
                <dd className="text-foreground">{t('checkout.trialDays', { days: session.trialDays })}</dd>
              </div>
            )}
            <div className="flex items-baseline justify-between gap-4 border-t border-border pt-3">
              <dt className="text-sm text-muted-foreground">{t('checkout.dueToday')}</dt>
              <dd className="text-2xl font-semibold text-foreground tabular-nums">
                {format.price(trial ? 0 : session.monthlyPriceCents, 'USD')}
              </dd>
            </div>
          </dl>
          <ul className="space-y-2 text-sm">
            {STANDARD_PLAN.features.map((feature) => (
              <li key={feature} className="flex gap-2">
                <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
                {t(`features.${feature}`)}
              </li>
            ))}
          </ul>
        </div>
      }
      actions={
        session.status === 'open' ? (
          <>
            {trial && <p className="text-sm text-muted-foreground">{t('checkout.noCard')}</p>}
            <Button
              className="w-full"
              disabled={busy}
              aria-busy={start.isPending}
              onClick={() => start.mutate()}
            >
              {start.isPending ? (
                <Spinner className="text-primary-foreground" />
              ) : (
                <Sparkles aria-hidden="true" />
              )}
              {start.isPending
                ? t('checkout.starting')
                : trial
                  ? t('checkout.startTrial')
                  : t('checkout.subscribe')}
            </Button>
            <Button variant="secondary" className="w-full" disabled={busy} onClick={() => cancel.mutate()}>
              {t('checkout.cancel')}
            </Button>
          </>
        ) : (
          <div className="space-y-3">
            <p role="status" className="text-sm text-foreground">
              {t('checkout.completed')}
            </p>
            <Link to="/settings?tab=subscription" className={buttonClasses('secondary', 'md', 'w-full')}>
              {t('checkout.toSubscription')}
            </Link>
          </div>
        )
      }
    />
  );
}
