import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { listings, purchases, transactions } from '../db/schema';
import { enqueueJob } from '../jobs/enqueue';
import { loadMarketplaceSettings } from '../modules/creators/marketplace-settings.queries';
import { enqueueSaleMail } from './sale-mail-jobs';

export interface PaidCheckout {
  id: string;
  listingId: string;
  buyerId: string;
  amountCents: number;
  feeCents: number;
  provider: string;
  providerPaymentId: string | null;
}

/**
 * The sale of a paid checkout (platform.md §3 Transaction), inside the webhook's transaction that
 * granted the purchase: the creator, the amounts split by the fee fixed when the checkout began,
 * and the listing's title as it was. One row per checkout (a unique index), so nothing replays.
 * A new sale queues, in the same transaction, the buyer's receipt and, when the creator's
 * marketplace notifications have `salesAlerts` on, their sale notice (issue 21 §2).
 */
export async function recordSale(tx: Db, checkout: PaidCheckout): Promise<void> {
  const [sale] = await tx
    .insert(transactions)
    .values({
      id: randomUUID(),
      checkoutId: checkout.id,
      purchaseId: sql`(select ${purchases.id} from ${purchases} where ${and(
        eq(purchases.listingId, checkout.listingId),
        eq(purchases.buyerId, checkout.buyerId),
      )})`,
      listingId: checkout.listingId,
      listingTitle: sql`(select ${listings.title} from ${listings} where ${listings.id} = ${checkout.listingId})`,
      creatorId: sql`(select ${listings.creatorId} from ${listings} where ${listings.id} = ${checkout.listingId})`,
      buyerId: checkout.buyerId,
      amountCents: checkout.amountCents,
      feeCents: checkout.feeCents,
      creatorPayoutCents: checkout.amountCents - checkout.feeCents,
      provider: checkout.provider,
      providerPaymentId: checkout.providerPaymentId,
    })
    .onConflictDoNothing({ target: transactions.checkoutId })
    .returning({ id: transactions.id, creatorId: transactions.creatorId });
  if (!sale) return;
  await enqueueSaleMail(tx, 'sale.receipt', sale.id);
  // The creator's in-app sale notice (issue 23), written by the notifications module's job.
  await enqueueJob(tx, 'notifications.sale', `notifications.sale:${sale.id}`, { transactionId: sale.id });
  const { notifications } = await loadMarketplaceSettings(tx, sale.creatorId);
  if (notifications.salesAlerts) await enqueueSaleMail(tx, 'sale.notice', sale.id);
}
