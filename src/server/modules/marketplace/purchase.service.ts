import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { CheckoutView } from '@shared/contracts/marketplace-purchase';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { checkouts, listings, paymentAccounts } from '../../db/schema';
import type { Env } from '../../env';
import { AppError } from '../../http/app-error';
import { handlePaymentEvent, type FulfilmentOutcome } from '../../payments/fulfilment';
import { LocalPaymentProvider } from '../../payments/local-provider';
import { applicationFeeCents, type PaymentProvider } from '../../payments/payment-provider';
import { loadListingAccess, ownsListing } from './listing-access';
import { listingPolicy } from './listing.policy';

export interface PurchaseDeps {
  db: Db;
  env: Env;
  log: FastifyBaseLogger;
  /** The configured provider (payments.ts): Stripe with STRIPE_SECRET_KEY, else the local one. */
  provider: PaymentProvider;
}

/** The success page the provider sends the buyer back to; it waits there until the webhook landed. */
export const successPath = (checkoutId: string) =>
  `/marketplace/purchase/success?checkout=${encodeURIComponent(checkoutId)}`;
export const listingPath = (listingId: string) => `/marketplace/recipe/${encodeURIComponent(listingId)}`;

/**
 * Paid checkouts (issue 20 §5, platform.md §4 Purchase): opened at the database's price for a
 * published paid listing of someone else that the buyer does not own yet, and confirmed only by
 * the provider's signed webhook (fulfilment.ts). The local test provider's pay and cancel live
 * here too, since its checkout page is a page of this app.
 */
export class PurchaseService {
  constructor(private readonly deps: PurchaseDeps) {}

  async startCheckout(buyer: { id: string; email: string }, listingId: string): Promise<{ url: string }> {
    const { db, env } = this.deps;
    const listing = await loadListingAccess(db, listingId, buyer);
    // Not published (or not there) reads like the policy's refusal: it does not exist to a buyer.
    if (listing?.status !== 'published' || listing.deletedAt !== null)
      throw new AppError('marketplace.listingNotFound');
    if (listing.creatorId === buyer.id) throw new AppError('purchase.ownListing');
    if (listing.priceCents === 0) throw new AppError('purchase.freeListing');
    if (listing.owned) throw new AppError('purchase.alreadyOwned');
    listingPolicy.authorize(buyer, 'buy', listing);

    const [account] = await db
      .select()
      .from(paymentAccounts)
      .where(eq(paymentAccounts.userId, listing.creatorId))
      .limit(1);
    const provider = this.deps.provider;
    // An account of another provider (made before the configuration changed) cannot be paid here.
    if (!account?.chargesEnabled || account.provider !== provider.name)
      throw new AppError('purchase.creatorCannotTakePayments');

    const checkoutId = randomUUID();
    const amountCents = listing.priceCents;
    const feeCents = applicationFeeCents(amountCents, env.PLATFORM_FEE_PERCENT);
    // The provider's session first, our row after: a provider outage (stripe.unavailable) leaves
    // no open checkout behind, and a session without its row is never fulfilled (nothing matches it).
    const session = await provider.createCheckoutSession({
      checkoutId,
      listing: { id: listing.id, title: listing.title },
      buyer,
      amountCents,
      currency: 'usd',
      applicationFeeCents: feeCents,
      destinationAccountId: account.accountId,
      successUrl: `${env.PUBLIC_URL}${successPath(checkoutId)}`,
      cancelUrl: `${env.PUBLIC_URL}${listingPath(listing.id)}`,
    });
    await db.insert(checkouts).values({
      id: checkoutId,
      listingId: listing.id,
      buyerId: buyer.id,
      amountCents,
      feeCents,
      provider: provider.name,
      providerSessionId: session.providerSessionId,
      status: 'open',
    });
    return { url: session.url };
  }

  /** The buyer's own checkout; anyone else's answers like one that does not exist. */
  private async buyersCheckout(buyerId: string, checkoutId: string) {
    const [row] = await this.deps.db
      .select({ checkout: checkouts, listingTitle: listings.title })
      .from(checkouts)
      .innerJoin(listings, eq(listings.id, checkouts.listingId))
      .where(and(eq(checkouts.id, checkoutId), eq(checkouts.buyerId, buyerId)))
      .limit(1);
    if (!row) throw new AppError('payment.checkoutNotFound');
    return row;
  }

  async readCheckout(buyerId: string, checkoutId: string): Promise<CheckoutView> {
    const { checkout, listingTitle } = await this.buyersCheckout(buyerId, checkoutId);
    return {
      id: checkout.id,
      status: checkout.status,
      listingId: checkout.listingId,
      listingTitle,
      amountCents: checkout.amountCents,
      provider: checkout.provider,
      testMode: checkout.provider === 'local',
      owned: await ownsListing(this.deps.db, checkout.listingId, buyerId),
    };
  }

  /** The local provider, when it is the configured one and took this checkout. */
  private localProviderFor(provider: string): LocalPaymentProvider {
    const local = this.deps.provider;
    if (!(local instanceof LocalPaymentProvider) || provider !== local.name)
      throw new AppError('payment.checkoutNotFound');
    return local;
  }

  /**
   * 'Pay with test card': the local provider sends its signed webhook by HTTP to this app's own
   * webhook route (`webhookUrl`, asked only once there is something to pay), the very path a
   * Stripe event takes, and the buyer goes to the success page. The webhook, not this call,
   * grants the purchase.
   */
  async payLocal(
    buyerId: string,
    checkoutId: string,
    webhookUrl: () => string,
  ): Promise<{ redirectTo: string }> {
    const { checkout } = await this.buyersCheckout(buyerId, checkoutId);
    const local = this.localProviderFor(checkout.provider);
    if (checkout.status !== 'open' || !checkout.providerSessionId)
      throw new AppError('payment.checkoutClosed');
    try {
      await local.sendPaidEvent(checkout.providerSessionId, webhookUrl());
    } catch (error) {
      this.deps.log.error({ err: error, checkoutId }, 'local payment webhook was not delivered');
      throw new AppError('payment.confirmFailed');
    }
    return { redirectTo: successPath(checkout.id) };
  }

  async cancelLocal(buyerId: string, checkoutId: string): Promise<{ redirectTo: string }> {
    const { checkout } = await this.buyersCheckout(buyerId, checkoutId);
    this.localProviderFor(checkout.provider);
    const [canceled] = await this.deps.db
      .update(checkouts)
      .set({ status: 'canceled', updatedAt: sql`now()` })
      .where(and(eq(checkouts.id, checkout.id), eq(checkouts.status, 'open')))
      .returning({ id: checkouts.id });
    if (!canceled) throw new AppError('payment.checkoutClosed');
    return { redirectTo: listingPath(checkout.listingId) };
  }

  /** A webhook of the local provider: verified over the raw body, then fulfilled once. */
  async receiveLocalWebhook(rawBody: string, signature: string | undefined): Promise<FulfilmentOutcome> {
    const local = this.deps.provider;
    // With Stripe configured the test provider's webhook accepts nothing.
    if (!(local instanceof LocalPaymentProvider)) throw new AppError('payment.invalidSignature');
    const event = local.parseWebhook(rawBody, signature);
    return handlePaymentEvent(this.deps.db, local.name, event);
  }
}
