import type { CheckoutView } from '@shared/contracts/marketplace-purchase';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Button, buttonClasses } from '@web/components/ui/button';
import { Spinner } from '@web/components/ui/spinner';
import { ApiRequestError } from '@web/lib/api-client';
import { useFormat } from '@web/lib/format/use-format';
import { useT } from '@web/lib/i18n';
import { queryKeys } from '@web/lib/query-keys';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { ArrowLeft, CreditCard } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { purchaseApi } from './purchase-api';
import { retryUnlessNotFound, TestCheckoutCard, TestCheckoutFrame } from '@web/components/test-checkout';

/**
 * /marketplace/checkout/test/:checkoutId: the local test provider's checkout page (issue 20 §5),
 * clearly in TEST MODE. 'Pay with test card' makes the provider send its signed webhook to the
 * server and goes on to the success page; 'Cancel' goes back to the listing.
 */
export function TestCheckoutPage() {
  const t = useT('marketplace-purchase');
  const { checkoutId = '' } = useParams();
  useDocumentTitle(`${t('checkout.title')} · Recipe Forge`);
  const checkout = useQuery({
    queryKey: queryKeys.marketplace.checkout(checkoutId),
    queryFn: ({ signal }) => purchaseApi.getCheckout(checkoutId, signal),
    retry: retryUnlessNotFound,
  });

  return (
    <TestCheckoutFrame
      query={checkout}
      texts={{
        loading: t('checkout.loading'),
        notFound: t('checkout.notFound'),
        loadFailed: t('checkout.loadFailed'),
      }}
    >
      {(data) => <CheckoutCard checkout={data} />}
    </TestCheckoutFrame>
  );
}

function CheckoutCard({ checkout }: { checkout: CheckoutView }) {
  const t = useT('marketplace-purchase');
  const format = useFormat();
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const failed = (failure: Error) =>
    setError(failure instanceof ApiRequestError && failure.key ? failure.message : t('checkout.payFailed'));
  const pay = useMutation({
    mutationFn: () => purchaseApi.payWithTestCard(checkout.id),
    onMutate: () => setError(null),
    onSuccess: ({ redirectTo }) => void navigate(redirectTo),
    onError: failed,
  });
  const cancel = useMutation({
    mutationFn: () => purchaseApi.cancelTestCheckout(checkout.id),
    onMutate: () => setError(null),
    onSuccess: ({ redirectTo }) => void navigate(redirectTo),
    onError: failed,
  });
  const busy = pay.isPending || cancel.isPending || pay.isSuccess || cancel.isSuccess;
  const listingLink = `/marketplace/recipe/${encodeURIComponent(checkout.listingId)}`;

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
        <dl className="space-y-4 px-5 py-5 sm:px-6">
          <div>
            <dt className="text-xs font-medium tracking-wide text-muted-foreground uppercase">
              {t('checkout.item')}
            </dt>
            <dd className="mt-1 font-medium break-words text-foreground">{checkout.listingTitle}</dd>
          </div>
          <div className="flex items-baseline justify-between gap-4 border-t border-border pt-4">
            <dt className="text-sm text-muted-foreground">{t('checkout.amount')}</dt>
            <dd className="text-2xl font-semibold text-foreground tabular-nums">
              {format.price(checkout.amountCents, 'USD')}
            </dd>
          </div>
        </dl>
      }
      actions={
        checkout.status === 'open' ? (
          <>
            <Button className="w-full" disabled={busy} aria-busy={pay.isPending} onClick={() => pay.mutate()}>
              {pay.isPending ? (
                <Spinner className="text-primary-foreground" />
              ) : (
                <CreditCard aria-hidden="true" />
              )}
              {pay.isPending ? t('checkout.paying') : t('checkout.pay')}
            </Button>
            <Button variant="secondary" className="w-full" disabled={busy} onClick={() => cancel.mutate()}>
              {t('checkout.cancel')}
            </Button>
          </>
        ) : (
          <ClosedCheckout checkout={checkout} listingLink={listingLink} />
        )
      }
    />
  );
}

/** A checkout already paid, canceled or expired: say so, and offer the way on. */
function ClosedCheckout({ checkout, listingLink }: { checkout: CheckoutView; listingLink: string }) {
  const t = useT('marketplace-purchase');
  const message =
    checkout.status === 'completed'
      ? t('checkout.completed')
      : checkout.status === 'canceled'
        ? t('checkout.canceled')
        : t('checkout.closed');
  return (
    <div className="space-y-3">
      <p role="status" className="text-sm text-foreground">
        {message}
      </p>
      <Link to={listingLink} className={buttonClasses('secondary', 'md', 'w-full')}>
        <ArrowLeft aria-hidden="true" />
        {t('checkout.backToRecipe')}
      </Link>
    </div>
  );
}
