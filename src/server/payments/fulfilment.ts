import { randomUUID } from 'node:crypto';
import { and, eq, ne, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { checkouts, listings, paymentEvents, purchases } from '../db/schema';
import { OWNING_STATUSES } from '../modules/marketplace/listing-access';
import { bumpTrend } from '../modules/marketplace/trending';
import { applyAccountUpdate } from './account-events';
import { applyPayoutEvent } from './payout-events';
import { applyRefundEvent } from './refund-events';
import { recordSale } from './sales-ledger';
import { applySubscriptionEvent } from './subscription-events';
import type { PaymentEvent, PaymentProviderName } from './payment-provider';

export type FulfilmentOutcome =
  /** The checkout is completed and the buyer owns the listing now. */
  | 'fulfilled'
  /** This event id was handled before: nothing changed. */
  | 'replayed'
  /** A connected account's flags were stored (account-events.ts). */
  | 'account-updated'
  /** Recorded; the money has not arrived yet (a later async event fulfils it). */
  | 'awaiting-payment'
  /** An open checkout ended unpaid: expired, or its bank debit failed. */
  | 'checkout-closed'
  /** A refund ended the buyer's ownership and marked the sale refunded (refund-events.ts). */
  | 'refunded'
  /** A creator's payout was stored or moved on (payout-events.ts). */
  | 'payout-updated'
  /** A subscription's state was stored and projected on the profile (subscription-events.ts). */
  | 'subscription-updated'
  /** Older than the state already stored (events arrive out of order): nothing changed. */
  | 'stale'
  /** Recorded; nothing to do (no such open checkout, or an event type the app does not act on). */
  | 'ignored';

/**
 * What a verified webhook event does, for every provider (issue 20 §5): the event id is stored
 * once (a replay changes nothing), and a paid checkout is fulfilled in the same transaction:
 * checkout → completed, the purchase row at the checkout's amount (the database's price when the
 * checkout started), purchase_count + 1 and a trending 'sale'. The checkout is taken only while
 * it is not completed, so two events for one session (completed, then async succeeded; or two
 * test payments at once) grant once.
 */
export async function handlePaymentEvent(
  db: Db,
  provider: PaymentProviderName,
  event: PaymentEvent,
): Promise<FulfilmentOutcome> {
  return db.transaction(async (tx) => {
    const recorded = await tx
      .insert(paymentEvents)
      .values({ id: event.eventId, provider, type: event.type })
      .onConflictDoNothing()
      .returning({ id: paymentEvents.id });
    if (recorded.length === 0) return 'replayed';
    const db = tx as unknown as Db;
    switch (event.kind) {
      case 'ignored':
        return 'ignored';
      case 'account.updated': {
        const { eventId: _id, type: _type, kind: _kind, createdAt: _at, ...state } = event;
        return (await applyAccountUpdate(db, provider, state)) ? 'account-updated' : 'ignored';
      }
      case 'checkout.awaitingPayment':
        return 'awaiting-payment';
      case 'checkout.closed':
        return closeCheckout(db, provider, event);
      case 'charge.refunded':
        return applyRefundEvent(db, provider, event);
      case 'payout.changed':
        return applyPayoutEvent(db, provider, event);
      case 'subscription.checkoutCompleted':
      case 'subscription.changed':
      case 'invoice.paid':
      case 'invoice.paymentFailed':
        return applySubscriptionEvent(db, provider, event);
      case 'checkout.paid':
        return fulfilCheckout(db, provider, event);
    }
  });
}

/** A paid checkout: completed, owned, and its sale in the ledger, all in the webhook's transaction. */
async function fulfilCheckout(
  tx: Db,
  provider: PaymentProviderName,
  event: Extract<PaymentEvent, { kind: 'checkout.paid' }>,
): Promise<FulfilmentOutcome> {
  const [checkout] = await tx
    .update(checkouts)
    .set({
      status: 'completed',
      completedAt: sql`now()`,
      updatedAt: sql`now()`,
      providerPaymentId: event.providerPaymentId,
    })
    .where(
      and(
        eq(checkouts.provider, provider),
        eq(checkouts.providerSessionId, event.providerSessionId),
        // Money that arrived grants even for a checkout canceled or expired meanwhile (another tab).
        ne(checkouts.status, 'completed'),
      ),
    )
    .returning();
  if (!checkout) return 'ignored';

  await grantPurchase(tx, {
    listingId: checkout.listingId,
    buyerId: checkout.buyerId,
    amountCents: checkout.amountCents,
    provider,
    checkoutId: checkout.id,
  });
  await recordSale(tx, { ...checkout, providerPaymentId: event.providerPaymentId });
  return 'fulfilled';
}

/**
 * A session that will not be paid: its checkout, while still open, becomes `expired` (left unpaid)
 * or `canceled` (the bank debit failed). A completed one stays completed, and money arriving
 * later still grants (fulfilCheckout takes any checkout not completed).
 */
async function closeCheckout(
  tx: Db,
  provider: PaymentProviderName,
  event: Extract<PaymentEvent, { kind: 'checkout.closed' }>,
): Promise<FulfilmentOutcome> {
  const closed = await tx
    .update(checkouts)
    .set({ status: event.reason === 'expired' ? 'expired' : 'canceled', updatedAt: sql`now()` })
    .where(
      and(
        eq(checkouts.provider, provider),
        eq(checkouts.providerSessionId, event.providerSessionId),
        eq(checkouts.status, 'open'),
      ),
    )
    .returning({ id: checkouts.id });
  return closed.length > 0 ? 'checkout-closed' : 'ignored';
}

export interface Grant {
  listingId: string;
  buyerId: string;
  amountCents: number;
  /** 'local', 'stripe', or 'free' for a claim. */
  provider: string;
  checkoutId: string | null;
}

/**
 * Ownership, inside the caller's transaction: the purchase row, and on a new grant the listing's
 * purchase_count + 1 and a trending 'sale'. A refunded purchase of the same listing is bought
 * again; an owning one stays as it is (nothing counted twice). Whether it granted.
 */
export async function grantPurchase(db: Db, grant: Grant): Promise<boolean> {
  const granted = await db
    .insert(purchases)
    .values({
      id: randomUUID(),
      listingId: grant.listingId,
      buyerId: grant.buyerId,
      amountCents: grant.amountCents,
      status: 'completed',
      provider: grant.provider,
      checkoutId: grant.checkoutId,
      seenVersion: sql`(select ${listings.version} from ${listings} where ${listings.id} = ${grant.listingId})`,
    })
    .onConflictDoUpdate({
      target: [purchases.listingId, purchases.buyerId],
      set: {
        amountCents: grant.amountCents,
        status: 'completed',
        provider: grant.provider,
        checkoutId: grant.checkoutId,
        refundedAt: null,
        createdAt: sql`now()`,
        updatedAt: sql`now()`,
      },
      setWhere: notInArray(purchases.status, [...OWNING_STATUSES]),
    })
    .returning({ id: purchases.id });
  if (granted.length === 0) return false;
  await db
    .update(listings)
    .set({ purchaseCount: sql`${listings.purchaseCount} + 1`, trendScore: bumpTrend('sale') })
    .where(eq(listings.id, grant.listingId));
  return true;
}
