import { marketplacePurchaseEndpoints } from '@shared/contracts/endpoints/marketplace-purchase';
import { fillPath } from '@shared/contracts/endpoint';
import { type PurchaseHistoryRecord, REFUND_WINDOW_MS } from '@shared/contracts/purchase-history';
import { listingImageUrl } from './browse-card.presenter';
import type { HistoryRow } from './purchase-history.queries';

/** What the presenter needs besides the row: the provider refunds go through, and the clock. */
export interface RefundContext {
  /** The configured payment provider's name; null when none can take refunds. */
  provider: string | null;
  now: Date;
}

/** The end of a paid purchase's refund window (platform.md §9: 30 days); none for the rest. */
export function refundableUntil(row: HistoryRow): Date | null {
  const paid = row.type === 'recipe' && row.amount > 0 && row.checkoutId !== null;
  return paid ? new Date(row.createdAt.getTime() + REFUND_WINDOW_MS) : null;
}

/**
 * Whether the buyer may ask for a refund of this row now (platform.md §5: completed purchases
 * under 30 days old; a free claim has nothing to give back): the rule the refund endpoint
 * enforces too, so the button is shown exactly when the request would be taken.
 */
export function canRefund(row: HistoryRow, context: RefundContext): boolean {
  const until = refundableUntil(row);
  return (
    until !== null &&
    row.status === 'completed' &&
    context.provider !== null &&
    row.provider === context.provider &&
    context.now < until
  );
}

/** One history row as the API answers it (platform.md §3 Purchase record, plus what it may do). */
export function presentHistoryRow(row: HistoryRow, context: RefundContext): PurchaseHistoryRecord {
  // platform.md §5: Download only for completed purchases (the listing's own .txt download).
  const canDownload = row.type === 'recipe' && row.status === 'completed' && row.recipeId !== null;
  const until = refundableUntil(row);
  const refundable = canRefund(row, context);
  return {
    id: row.id,
    type: row.type,
    recipeId: row.recipeId,
    recipeName: row.name,
    amount: row.amount,
    createdAt: row.createdAt.toISOString(),
    status: row.status,
    thumbnail:
      row.type === 'recipe' && row.recipeId
        ? listingImageUrl({ id: row.recipeId, imageKey: row.imageKey, imageVersion: row.imageVersion })
        : null,
    creatorName: row.creatorName,
    canRefund: refundable,
    refundableUntil: refundable && until ? until.toISOString() : null,
    canDownload,
    downloadUrl:
      canDownload && row.recipeId
        ? fillPath(marketplacePurchaseEndpoints.download.path, { id: row.recipeId })
        : null,
  };
}
