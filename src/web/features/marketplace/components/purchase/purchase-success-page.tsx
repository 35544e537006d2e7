import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert } from '@web/components/ui/alert';
import { Button, buttonClasses } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { Spinner } from '@web/components/ui/spinner';
import { ApiRequestError } from '@web/lib/api-client';
import { useFormat } from '@web/lib/format/use-format';
import { useT } from '@web/lib/i18n';
import { queryKeys } from '@web/lib/query-keys';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { BookOpen, CircleCheck, Store } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { purchaseApi } from './purchase-api';

/** How often the page asks whether the webhook has landed, and when it says it is slow. */
export const OWNED_POLL_MS = 1000;
export const SLOW_AFTER_MS = 15_000;

/**
 * /marketplace/purchase/success?checkout=… (platform.md §2: 'Purchase Successful!' with a button
 * back to the marketplace). The provider sends the buyer here at once; ownership comes with the
 * webhook, so the page shows the recipe and waits with a spinner until it is owned, then links
 * to it (and the detail page's cache is refreshed).
 */
export function PurchaseSuccessPage() {
  const t = useT('marketplace-purchase');
  const format = useFormat();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const checkoutId = params.get('checkout') ?? '';
  useDocumentTitle(`${t('success.title')} · Recipe Forge`);
  const checkout = useQuery({
    queryKey: queryKeys.marketplace.checkout(checkoutId),
    queryFn: ({ signal }) => purchaseApi.getCheckout(checkoutId, signal),
    enabled: checkoutId !== '',
    refetchInterval: (query) => (query.state.data?.owned ? false : OWNED_POLL_MS),
    retry: (count, error) => !(error instanceof ApiRequestError && error.status === 404) && count < 2,
  });
  const owned = checkout.data?.owned === true;
  const listingId = checkout.data?.listingId;
  const [slow, setSlow] = useState(false);
  useEffect(() => {
    if (owned) return;
    const timer = setTimeout(() => setSlow(true), SLOW_AFTER_MS);
    return () => clearTimeout(timer);
  }, [owned]);
  useEffect(() => {
    if (!owned || !listingId) return;
    void queryClient.invalidateQueries({ queryKey: queryKeys.marketplace.detail(listingId) });
    void queryClient.invalidateQueries({ queryKey: queryKeys.marketplace.purchases });
  }, [owned, listingId, queryClient]);

  const back = (
    <Link
      to="/marketplace"
      className={buttonClasses(owned ? 'secondary' : 'primary', 'md', 'w-full sm:w-auto')}
    >
      <Store aria-hidden="true" />
      {t('success.backToMarketplace')}
    </Link>
  );

  return (
    <div className="mx-auto flex w-full max-w-lg flex-col px-4 py-10 sm:py-16">
      <Card className="px-5 py-8 text-center sm:px-8">
        <CircleCheck aria-hidden="true" className="mx-auto size-12 text-success" />
        <h1 className="mt-4 text-2xl font-semibold text-foreground">{t('success.title')}</h1>
        {checkoutId === '' ||
        (checkout.isError && checkout.error instanceof ApiRequestError && checkout.error.status === 404) ? (
          <p className="mt-3 text-sm text-muted-foreground">{t('success.missing')}</p>
        ) : checkout.isError ? (
          <Alert
            tone="danger"
            className="mt-4 text-left"
            actions={
              <Button size="sm" variant="secondary" onClick={() => void checkout.refetch()}>
                {t('success.tryAgain')}
              </Button>
            }
          >
            {t('success.loadFailed')}
          </Alert>
        ) : checkout.isPending ? (
          <div className="mt-6 flex justify-center">
            <Spinner />
          </div>
        ) : (
          <div className="mt-5 space-y-4">
            <div className="rounded-xl border border-border bg-muted/40 px-4 py-3 text-left">
              <p className="font-medium break-words text-foreground">{checkout.data.listingTitle}</p>
              <p className="mt-1 flex justify-between gap-3 text-sm text-muted-foreground">
                <span>{t('success.paid')}</span>
                <span className="text-foreground tabular-nums">
                  {format.price(checkout.data.amountCents, 'USD')}
                </span>
              </p>
            </div>
            {owned ? (
              <p role="status" className="text-sm text-foreground">
                {t('success.owned')}
              </p>
            ) : (
              <div role="status" className="flex flex-col items-center gap-2 text-sm text-muted-foreground">
                <span className="flex items-center gap-2">
                  <Spinner className="size-4" />
                  {t('success.confirming')}
                </span>
                {slow && <span className="max-w-sm text-xs">{t('success.slow')}</span>}
              </div>
            )}
          </div>
        )}
        <div className="mt-6 flex flex-col-reverse justify-center gap-2 sm:flex-row">
          {back}
          {owned && listingId && (
            <Link
              to={`/marketplace/recipe/${encodeURIComponent(listingId)}`}
              className={buttonClasses('primary', 'md', 'w-full sm:w-auto')}
            >
              <BookOpen aria-hidden="true" />
              {t('success.readRecipe')}
            </Link>
          )}
        </div>
      </Card>
    </div>
  );
}
