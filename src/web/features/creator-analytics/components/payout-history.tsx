import type { PayoutRecord, PayoutStatusName } from '@shared/contracts/creator-analytics';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { Spinner } from '@web/components/ui/spinner';
import { cn } from '@web/lib/cn';
import { useFormat } from '@web/lib/format/use-format';
import { useT } from '@web/lib/i18n';
import { Landmark } from 'lucide-react';
import { usePayoutHistory } from '../hooks/use-creator-analytics';

const STATUS_TONE: Record<PayoutStatusName, string> = {
  paid: 'bg-success-muted text-success',
  processing: 'bg-primary/10 text-primary',
  pending: 'bg-warning-muted text-foreground',
  failed: 'bg-danger-muted text-danger',
};

/**
 * Payout History (platform.md §2 Analytics, §3 Payout): newest first, as the payment provider
 * reported each payout, a page at a time. Its own load failure says 'Failed to load payout
 * history' (platform.md §8) with a retry.
 */
export function PayoutHistory() {
  const t = useT('creator-analytics');
  const history = usePayoutHistory(true);

  if (history.isPending) return <PayoutHistorySkeleton />;
  if (history.isError)
    return (
      <Alert
        tone="danger"
        title={t('payouts.loadFailed')}
        actions={
          <Button size="sm" variant="secondary" onClick={() => void history.refetch()}>
            {t('page.tryAgain')}
          </Button>
        }
      >
        {t('payouts.loadFailedBody')}
      </Alert>
    );
  const payouts = history.data.pages.flatMap((page) => page.items);
  if (payouts.length === 0)
    return (
      <div className="flex flex-col items-center rounded-2xl border border-dashed border-border px-6 py-12 text-center">
        <Landmark aria-hidden="true" className="size-8 text-muted-foreground" />
        <p className="mt-3 text-lg font-semibold text-foreground">{t('payouts.emptyTitle')}</p>
        <p className="mt-1 max-w-md text-sm text-muted-foreground">{t('payouts.emptyBody')}</p>
      </div>
    );
  return (
    <div className="flex flex-col gap-4">
      <ul className="flex flex-col divide-y divide-border rounded-2xl border border-border bg-surface shadow-xs">
        {payouts.map((payout) => (
          <PayoutRow key={payout.id} payout={payout} />
        ))}
      </ul>
      {history.hasNextPage && (
        <Button
          variant="secondary"
          className="self-center"
          disabled={history.isFetchingNextPage}
          onClick={() => void history.fetchNextPage()}
        >
          {history.isFetchingNextPage && <Spinner />}
          {history.isFetchingNextPage ? t('payouts.loadingMore') : t('payouts.loadMore')}
        </Button>
      )}
      {history.isFetchNextPageError && <Alert tone="danger">{t('payouts.loadFailed')}</Alert>}
    </div>
  );
}

function PayoutRow({ payout }: { payout: PayoutRecord }) {
  const t = useT('creator-analytics');
  const format = useFormat();
  return (
    <li className="flex flex-col gap-2 px-4 py-3 sm:flex-row sm:items-center sm:justify-between sm:gap-4">
      <div className="min-w-0">
        <p className="text-base font-semibold tabular-nums text-foreground">
          {format.price(payout.amountCents, 'USD')}
        </p>
        <p className="text-xs text-muted-foreground">
          {t('payouts.created', { date: format.date(payout.createdAt) })}
          {payout.paidAt && ` · ${t('payouts.paidOn', { date: format.date(payout.paidAt) })}`}
        </p>
        <p className="truncate font-mono text-xs text-muted-foreground" title={payout.providerPayoutId}>
          <span className="sr-only">{t('payouts.reference')}: </span>
          {payout.providerPayoutId}
        </p>
        {payout.status === 'failed' && payout.failureMessage && (
          <p className="mt-1 text-xs text-danger">{payout.failureMessage}</p>
        )}
      </div>
      <span
        className={cn(
          'inline-flex shrink-0 self-start rounded-full px-2.5 py-0.5 text-xs font-medium sm:self-center',
          STATUS_TONE[payout.status],
        )}
      >
        {t(`payouts.status.${payout.status}`)}
      </span>
    </li>
  );
}

function PayoutHistorySkeleton() {
  const t = useT('creator-analytics');
  return (
    <div role="status" className="flex flex-col gap-3">
      <span className="sr-only">{t('payouts.loading')}</span>
      {[0, 1, 2].map((i) => (
        <div
          key={i}
          aria-hidden="true"
          className="h-16 animate-pulse rounded-2xl border border-border bg-surface"
        />
      ))}
    </div>
  );
}
