import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/client';
import { checkouts, transactions } from '../../db/schema';

/**
 * Test set-up for the creator analytics and payout suites: a sale written straight into the ledger
 * at a chosen time (a checkout and its transaction, as the paid webhook writes them), so figures
 * can be checked against known dates. The sale flow itself is tested through the API.
 */
export interface SeedSale {
  listingId: string;
  listingTitle?: string;
  creatorId: string;
  buyerId: string;
  /** The creator's share; the buyer paid it plus a 20 % fee. */
  payoutCents: number;
  createdAt: Date;
  status?: 'completed' | 'refunded';
}

export async function seedSale(db: Db, sale: SeedSale): Promise<string> {
  const checkoutId = randomUUID();
  const feeCents = Math.round(sale.payoutCents / 4);
  const amountCents = sale.payoutCents + feeCents;
  await db.insert(checkouts).values({
    id: checkoutId,
    listingId: sale.listingId,
    buyerId: sale.buyerId,
    amountCents,
    feeCents,
    provider: 'local',
    providerSessionId: `cs_local_${checkoutId}`,
    status: 'completed',
    completedAt: sale.createdAt,
    createdAt: sale.createdAt,
  });
  const id = randomUUID();
  await db.insert(transactions).values({
    id,
    checkoutId,
    listingId: sale.listingId,
    listingTitle: sale.listingTitle ?? 'Seeded sale',
    creatorId: sale.creatorId,
    buyerId: sale.buyerId,
    amountCents,
    feeCents,
    creatorPayoutCents: sale.payoutCents,
    status: sale.status ?? 'completed',
    provider: 'local',
    providerPaymentId: `pi_local_${checkoutId}`,
    refundedAt: sale.status === 'refunded' ? sale.createdAt : null,
    createdAt: sale.createdAt,
  });
  return id;
}
