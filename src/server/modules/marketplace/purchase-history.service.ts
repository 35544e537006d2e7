import {
  type PurchaseFilter,
  PURCHASE_HISTORY_PAGE_SIZE,
  type PurchaseHistoryPage,
  type PurchaseHistoryRecord,
  type PurchaseSort,
  REFUND_WINDOW_DAYS,
  REFUND_WINDOW_MS,
} from '@shared/contracts/purchase-history';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { purchases } from '../../db/schema';
import { AppError } from '../../http/app-error';
import type { PaymentProvider } from '../../payments/payment-provider';
import { presentHistoryRow, type RefundContext } from './purchase-history.presenter';
import {
  findHistoryRow,
  findRefundablePurchase,
  listHistory,
  purchaseSummary,
} from './purchase-history.queries';

export interface PurchaseHistoryDeps {
  db: Db;
  log: FastifyBaseLogger;
  /** The configured payment provider; null when none is (refunds then fail clearly). */
  provider: PaymentProvider | null;
  now?: () => Date;
}

type Purchase = NonNullable<Awaited<ReturnType<typeof findRefundablePurchase>>>;

/**
 * Why this purchase cannot be refunded by this buyer now, as an error to answer, or null when it
 * can (platform.md §5: completed purchases under 30 days old; issue 21 §8: a real refund of a
 * paid purchase). Someone else's purchase reads as none at all.
 */
export function refundRefusal(
  purchase: Purchase | undefined,
  buyerId: string,
  context: RefundContext,
): AppError | null {
  if (!purchase || purchase.buyerId !== buyerId) return new AppError('refund.purchaseNotFound');
  if (purchase.status === 'refunded') return new AppError('refund.alreadyRefunded');
  if (purchase.refundRequestedAt) return new AppError('refund.alreadyRequested');
  if (purchase.amountCents <= 0 || !purchase.checkoutId) return new AppError('refund.freeClaim');
  if (purchase.status !== 'completed') return new AppError('refund.notCompleted');
  if (context.now.getTime() - purchase.createdAt.getTime() >= REFUND_WINDOW_MS)
    return new AppError('refund.windowPassed', { days: REFUND_WINDOW_DAYS });
  if (context.provider !== null && purchase.provider !== context.provider)
    return new AppError('refund.otherProvider');
  return null;
}

/**
 * The purchase history and its refunds (issue 21 §8). A refund is asked of the payment provider
 * (Stripe reverses the transfer and the application fee); the purchase is marked as asked first,
 * so two requests cannot both reach the provider, and ownership ends only when the provider's
 * `charge.refunded` arrives (payments/refund-events.ts). Every decision is logged.
 */
export class PurchaseHistoryService {
  constructor(private readonly deps: PurchaseHistoryDeps) {}

  #context(): RefundContext {
    return { provider: this.deps.provider?.name ?? null, now: this.deps.now?.() ?? new Date() };
  }

  async history(
    userId: string,
    query: { q?: string; filter: PurchaseFilter; sort: PurchaseSort; cursor?: string },
  ): Promise<PurchaseHistoryPage> {
    const [summary, page] = await Promise.all([
      purchaseSummary(this.deps.db, userId),
      listHistory(this.deps.db, userId, {
        q: query.q || undefined,
        filter: query.filter,
        sort: query.sort,
        cursor: query.cursor,
        limit: PURCHASE_HISTORY_PAGE_SIZE,
      }),
    ]);
    const context = this.#context();
    return {
      summary,
      items: page.rows.map((row) => presentHistoryRow(row, context)),
      nextCursor: page.nextCursor,
    };
  }

  async requestRefund(userId: string, purchaseId: string): Promise<PurchaseHistoryRecord> {
    const { db, log, provider } = this.deps;
    const context = this.#context();
    const purchase = await findRefundablePurchase(db, purchaseId);
    const refusal = refundRefusal(purchase, userId, context);
    if (refusal) {
      log.info({ userId, purchaseId, refused: refusal.key }, 'refund refused');
      throw refusal;
    }
    const paid = purchase!;
    if (!provider || !paid.providerSessionId) {
      log.error({ userId, purchaseId }, 'refund not possible: no payment provider or no provider session');
      throw new AppError('refund.failed', {}, { status: 503 });
    }

    // Marked as asked before the provider is called: a second request (another tab) is refused
    // here instead of refunding twice. The window is checked again by the same clock.
    const claimed = await db
      .update(purchases)
      .set({ refundRequestedAt: context.now, updatedAt: sql`now()` })
      .where(
        and(
          eq(purchases.id, paid.id),
          eq(purchases.status, 'completed'),
          isNull(purchases.refundRequestedAt),
          gt(purchases.createdAt, new Date(context.now.getTime() - REFUND_WINDOW_MS)),
        ),
      )
      .returning({ id: purchases.id });
    if (claimed.length === 0) {
      log.info({ userId, purchaseId }, 'refund refused: asked meanwhile by another request');
      throw new AppError('refund.alreadyRequested');
    }

    let refundId: string;
    try {
      const result = await provider.refund({
        providerSessionId: paid.providerSessionId,
        providerPaymentId: paid.providerPaymentId,
        reason: 'requested_by_customer',
      });
      if (result.status === 'failed') throw new Error(`the provider refused refund ${result.refundId}`);
      refundId = result.refundId;
    } catch (error) {
      // Nothing was refunded (or the provider will tell by webhook if it was): the buyer may ask again.
      await db
        .update(purchases)
        .set({ refundRequestedAt: null, updatedAt: sql`now()` })
        .where(
          and(
            eq(purchases.id, paid.id),
            eq(purchases.status, 'completed'),
            isNull(purchases.providerRefundId),
          ),
        );
      log.error({ err: error, userId, purchaseId }, 'refund request failed at the payment provider');
      throw new AppError('refund.failed', {}, { cause: error, status: 502 });
    }

    await db
      .update(purchases)
      .set({ providerRefundId: refundId, updatedAt: sql`now()` })
      .where(eq(purchases.id, paid.id));
    log.info(
      { userId, purchaseId, refundId, amountCents: paid.amountCents, provider: provider.name },
      'refund requested',
    );
    const row = await findHistoryRow(db, userId, paid.id);
    if (!row) throw new AppError('refund.purchaseNotFound');
    return presentHistoryRow(row, this.#context());
  }
}
