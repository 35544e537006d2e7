import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { listings, purchases, transactions } from '../db/schema';
import { OWNING_STATUSES } from '../modules/marketplace/listing-access';
import type { FulfilmentOutcome } from './fulfilment';
import type { PaymentEvent, PaymentProviderName } from './payment-provider';
import { enqueueSaleMail } from './sale-mail-jobs';

type RefundEvent = Extract<PaymentEvent, { kind: 'charge.refunded' }>;

/**
 * `charge.refunded`, inside the webhook's transaction (issue 21 §8, platform.md §4 Purchase
 * statuses): when the payment is fully refunded, its sale becomes `refunded`, the buyer's
 * purchase of it becomes `refunded` (ownership ends), the listing's purchase_count goes down by
 * one (never below 0) and the creator's refund notice is queued. Whether it was asked for in the
 * app (POST /api/marketplace/purchases/:id/refund) or in the provider's dashboard does not
 * matter: this event is the only thing that revokes.
 *
 * Exactly once: every write is conditioned on the state it moves from (the sale `completed`, the
 * purchase owning and still of this sale's checkout), so a replayed event, a second event for the
 * same charge, or a refund of an older sale of a listing bought again changes nothing. A partial
 * refund keeps the purchase (the buyer paid for it and still owns it) and changes nothing.
 */
export async function applyRefundEvent(
  tx: Db,
  provider: PaymentProviderName,
  event: RefundEvent,
): Promise<FulfilmentOutcome> {
  if (!event.fullyRefunded) return 'ignored';

  const [sale] = await tx
    .update(transactions)
    .set({ status: 'refunded', refundedAt: sql`now()`, updatedAt: sql`now()` })
    .where(
      and(
        eq(transactions.provider, provider),
        eq(transactions.providerPaymentId, event.providerPaymentId),
        eq(transactions.status, 'completed'),
      ),
    )
    .returning({
      id: transactions.id,
      purchaseId: transactions.purchaseId,
      checkoutId: transactions.checkoutId,
      listingId: transactions.listingId,
    });
  // No sale of ours for that payment, or refunded already.
  if (!sale) return 'ignored';

  if (sale.purchaseId) {
    const revoked = await tx
      .update(purchases)
      .set({ status: 'refunded', refundedAt: sql`now()`, updatedAt: sql`now()` })
      .where(
        and(
          eq(purchases.id, sale.purchaseId),
          // The purchase row is reused when a listing is bought again: only this sale's grant ends.
          eq(purchases.checkoutId, sale.checkoutId),
          inArray(purchases.status, [...OWNING_STATUSES]),
        ),
      )
      .returning({ id: purchases.id });
    if (revoked.length > 0)
      await tx
        .update(listings)
        .set({ purchaseCount: sql`greatest(${listings.purchaseCount} - 1, 0)` })
        .where(eq(listings.id, sale.listingId));
  }

  await enqueueSaleMail(tx, 'sale.refundNotice', sale.id);
  return 'refunded';
}
