import type { PurchaseHistoryRecord } from '@shared/contracts/purchase-history';
import { MARKETPLACE_CURRENCY } from '@shared/marketplace/pricing';
import { Button, buttonClasses } from '@web/components/ui/button';
import { useFormat } from '@web/lib/format/use-format';
import { useT } from '@web/lib/i18n';
import { Crown, Download, RotateCcw, ShoppingBag } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { PurchaseStatusBadge } from './purchase-status-badge';

/** The price as the row shows it: Free, a one-time price, or the subscription's monthly price. */
export function usePurchasePrice() {
  const t = useT('purchase-history');
  const format = useFormat();
  return (record: PurchaseHistoryRecord) => {
    if (record.amount === 0) return t('row.free');
    const price = format.price(record.amount, MARKETPLACE_CURRENCY);
    return record.type === 'subscription' ? t('row.perMonth', { price }) : price;
  };
}

/**
 * One purchase (platform.md §2): thumbnail, name, status badge, creator, date and price; Download
 * for a completed recipe (its .txt through the server's download link) and Refund while the server
 * says it can be refunded (§5: completed, under 30 days).
 */
export function PurchaseRow({
  record,
  onRefund,
}: {
  record: PurchaseHistoryRecord;
  onRefund: (record: PurchaseHistoryRecord) => void;
}) {
  const t = useT('purchase-history');
  const format = useFormat();
  const price = usePurchasePrice();
  const titleId = useId();
  const name = record.type === 'subscription' ? t('row.standardPlan') : record.recipeName;
  const Icon = record.type === 'subscription' ? Crown : ShoppingBag;
  return (
    <li
      aria-labelledby={titleId}
      className="flex gap-3 rounded-xl border border-border bg-surface p-4 shadow-xs sm:gap-4"
    >
      {record.thumbnail ? (
        <img
          src={record.thumbnail}
          alt=""
          className="size-12 shrink-0 rounded-lg border border-border object-cover"
        />
      ) : (
        <span
          aria-hidden="true"
          className="inline-flex size-12 shrink-0 items-center justify-center rounded-lg bg-muted text-muted-foreground"
        >
          <Icon className="size-5" />
        </span>
      )}
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <div className="flex flex-wrap items-start justify-between gap-x-3 gap-y-1">
          <h4
            id={titleId}
            className="min-w-0 flex-1 text-sm font-semibold break-words text-foreground sm:text-base"
          >
            {record.type === 'recipe' && record.recipeId ? (
              <Link
                to={`/marketplace/recipe/${encodeURIComponent(record.recipeId)}`}
                className="hover:underline"
              >
                {name}
              </Link>
            ) : (
              name
            )}
          </h4>
          <PurchaseStatusBadge record={record} />
        </div>
        <dl className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-muted-foreground">
          <div>
            <dt className="sr-only">{t('row.creatorLabel')}</dt>
            <dd>{t('row.by', { creator: record.creatorName })}</dd>
          </div>
          <div>
            <dt className="sr-only">{t('row.dateLabel')}</dt>
            <dd>
              <time dateTime={record.createdAt}>{format.date(record.createdAt)}</time>
            </dd>
          </div>
          <div>
            <dt className="sr-only">{t('row.priceLabel')}</dt>
            <dd className="font-semibold text-foreground tabular-nums">{price(record)}</dd>
          </div>
        </dl>
        {record.type === 'recipe' && record.status === 'pending' && (
          <p className="text-xs text-muted-foreground">{t('row.pendingNote')}</p>
        )}
        {(record.downloadUrl || record.canRefund) && (
          <div className="flex flex-wrap items-center gap-2">
            {record.canDownload && record.downloadUrl && (
              <a
                href={record.downloadUrl}
                download
                className={buttonClasses('secondary', 'sm')}
                aria-label={t('row.downloadAria', { title: name })}
              >
                <Download aria-hidden="true" />
                {t('row.download')}
              </a>
            )}
            {record.canRefund && (
              <>
                <Button
                  variant="danger"
                  size="sm"
                  onClick={() => onRefund(record)}
                  aria-label={t('row.refundAria', { title: name })}
                >
                  <RotateCcw aria-hidden="true" />
                  {t('row.refund')}
                </Button>
                {record.refundableUntil && (
                  <span className="text-xs text-muted-foreground">
                    {t('row.refundableUntil', { date: format.date(record.refundableUntil) })}
                  </span>
                )}
              </>
            )}
          </div>
        )}
      </div>
    </li>
  );
}
