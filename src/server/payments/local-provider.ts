import { createHmac, randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { checkouts, paymentAccounts } from '../db/schema';
import { AppError } from '../http/app-error';
import type { PaymentAccountStatus } from './payment-accounts';
import { readProviderEvent } from './provider-events';
import type {
  AccountLinkInput,
  CheckoutSession,
  CheckoutSessionInput,
  ConnectedAccountState,
  CreateAccountInput,
  PaymentEvent,
  PaymentProvider,
  PayoutInput,
  RefundInput,
  RefundResult,
  SubscriptionCheckoutInput,
} from './payment-provider';
import { localSubscriptionUpdate } from './local-subscriptions';
import { checkSignature, signatureHeader } from './webhook-signature';

/** The header the local provider signs its webhooks in (Stripe's is `stripe-signature`). */
export const LOCAL_SIGNATURE_HEADER = 'payment-signature';

/** The test checkout page of this app (web route /marketplace/checkout/test/:checkoutId). */
export const localCheckoutPath = (checkoutId: string) =>
  `/marketplace/checkout/test/${encodeURIComponent(checkoutId)}`;

/** The test subscription checkout page of this app (web route /pricing/checkout/test/:sessionId). */
export const localSubscriptionCheckoutPath = (sessionId: string) =>
  `/pricing/checkout/test/${encodeURIComponent(sessionId)}`;

/**
 * The test onboarding page of this app (web route /creator/onboarding/test/:accountId). Its
 * 'Complete test onboarding' and 'Cancel' lead to the app's onboarding return and refresh pages.
 */
export const localOnboardingPath = (accountId: string) =>
  `/creator/onboarding/test/${encodeURIComponent(accountId)}`;

/** The webhook secret, derived from AUTH_SECRET so it needs no configuration and never leaves the server. */
export const localWebhookSecret = (authSecret: string) =>
  createHmac('sha256', authSecret).update('recipe-forge:local-payment-webhook').digest('hex');

/**
 * The local test provider (issue 20 §5): no money moves. Its checkout page is a page of this app
 * ('Pay with test card' / 'Cancel', marked TEST MODE); paying makes it send a signed
 * `checkout.session.completed` webhook by real HTTP to the app's own webhook route, which fulfils
 * it on the path Stripe's webhooks will take.
 */
export class LocalPaymentProvider implements PaymentProvider {
  readonly name = 'local' as const;
  readonly testMode = true;
  readonly #secret: string;
  /** Where this provider's accounts live: it has no service of its own, so the app's table. */
  readonly #db: Db | undefined;

  /** The app's own webhook route (known once it listens), for events this provider sends by itself. */
  readonly #webhookUrl: (() => string) | undefined;

  constructor(authSecret: string, db?: Db, webhookUrl?: () => string) {
    this.#secret = localWebhookSecret(authSecret);
    this.#db = db;
    this.#webhookUrl = webhookUrl;
  }

  async createCheckoutSession(input: CheckoutSessionInput): Promise<CheckoutSession> {
    return { providerSessionId: `cs_local_${randomUUID()}`, url: localCheckoutPath(input.checkoutId) };
  }

  parseWebhook(rawBody: string, header: string | undefined, now: Date = new Date()): PaymentEvent {
    if (checkSignature(this.#secret, rawBody, header, now) !== 'valid')
      throw new AppError('payment.invalidSignature');
    let json: unknown;
    try {
      json = JSON.parse(rawBody);
    } catch {
      throw new AppError('payment.invalidEvent');
    }
    // Its events have Stripe's shape: the same reading as Stripe's own.
    return readProviderEvent(json);
  }

  /** A signed event as the provider would send it; exported for the tests' forged and replayed ones. */
  signedEvent(event: LocalEvent, now: Date = new Date()): { body: string; signature: string } {
    const body = JSON.stringify(event);
    return { body, signature: signatureHeader(this.#secret, body, now) };
  }

  /** 'Pay with test card': the paid event for this session, delivered to `webhookUrl` by HTTP. */
  async sendPaidEvent(providerSessionId: string, webhookUrl: string): Promise<void> {
    await this.#deliver(paidEvent(providerSessionId), webhookUrl);
  }

  /**
   * 'Complete test onboarding': the account's `account.updated` with every flag on, delivered to
   * `webhookUrl` by HTTP, so the app learns it the way Stripe tells it.
   */
  async sendAccountReadyEvent(accountId: string, webhookUrl: string): Promise<void> {
    const ready = { accountId, chargesEnabled: true, payoutsEnabled: true, detailsSubmitted: true };
    await this.#deliver(accountUpdatedEvent(ready), webhookUrl);
  }

  /**
   * Sends a signed event of Stripe's shape to the app's own webhook route by HTTP (`webhookUrl`,
   * else the one the app gave at construction), as Stripe would: refunds, payouts and
   * subscriptions of the test provider reach the app this way.
   */
  async deliver(event: LocalEvent, webhookUrl?: string): Promise<void> {
    const url = webhookUrl ?? this.#webhookUrl?.();
    if (!url) throw new Error('the local payment provider was made without its webhook address');
    await this.#deliver(event, url);
  }

  async #deliver(event: LocalEvent, webhookUrl: string): Promise<void> {
    const { body, signature } = this.signedEvent(event);
    const response = await fetch(webhookUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [LOCAL_SIGNATURE_HEADER]: signature },
      body,
      signal: AbortSignal.timeout(10_000),
    });
    if (!response.ok) throw new Error(`local webhook answered ${response.status}`);
  }

  /**
   * A test refund, of the whole payment unless told an amount. No money moved, so it succeeds at
   * once; like Stripe, the provider then tells the app by a signed `charge.refunded` sent to its
   * webhook, and that event, not this answer, ends the buyer's ownership (refund-events.ts).
   */
  async refund(input: RefundInput): Promise<RefundResult> {
    const paymentId = input.providerPaymentId ?? localPaymentIdOf(input.providerSessionId);
    const paidCents = await this.#paidAmount(input.providerSessionId);
    const refundedCents = Math.min(input.amountCents ?? paidCents, paidCents);
    const refundId = `re_local_${randomUUID()}`;
    await this.deliver(chargeRefundedEvent(paymentId, paidCents, refundedCents));
    return { refundId, status: 'succeeded' };
  }

  /** What the test payment of a session was: the amount its checkout was opened at. */
  async #paidAmount(providerSessionId: string): Promise<number> {
    if (!this.#db) throw new Error('the local payment provider was made without its store');
    const [row] = await this.#db
      .select({ amountCents: checkouts.amountCents })
      .from(checkouts)
      .where(and(eq(checkouts.provider, this.name), eq(checkouts.providerSessionId, providerSessionId)))
      .limit(1);
    if (!row) throw new Error(`no local checkout session ${providerSessionId}`);
    return row.amountCents;
  }

  /** What the account's row says: a new test account is not ready until its onboarding is completed. */
  async readAccountStatus(accountId: string): Promise<PaymentAccountStatus> {
    if (!this.#db) throw new Error('the local payment provider was made without its account store');
    const [row] = await this.#db
      .select()
      .from(paymentAccounts)
      .where(and(eq(paymentAccounts.provider, this.name), eq(paymentAccounts.accountId, accountId)))
      .limit(1);
    return {
      hasAccount: row !== undefined,
      onboardingCompleted: row?.detailsSubmitted ?? false,
      payoutEnabled: row?.payoutsEnabled ?? false,
      chargesEnabled: row?.chargesEnabled ?? false,
    };
  }

  /** The test provider keeps no schedule of its own: its payout job reads the creator's settings. */
  async updatePayoutSchedule(
    _accountId: string,
    _frequency: 'weekly' | 'monthly' | 'manual',
  ): Promise<void> {}

  /**
   * A test payout of the whole amount, paid at once: its `payout.paid` event reaches the app by
   * its webhook, like Stripe's for a connected account.
   */
  async createPayout(input: PayoutInput): Promise<{ payoutId: string }> {
    const payoutId = `po_local_${input.reference}`;
    await this.deliver({
      id: localEventId(),
      type: 'payout.paid',
      created: Math.floor(Date.now() / 1000),
      account: input.accountId,
      data: {
        object: {
          id: payoutId,
          amount: input.amountCents,
          status: 'paid',
          arrival_date: Math.floor(Date.now() / 1000),
          failure_message: null,
        },
      },
    });
    return { payoutId };
  }

  /** The test subscription checkout is a page of this app (web route /pricing/checkout/test/:sessionId). */
  async createSubscriptionCheckout(_input: SubscriptionCheckoutInput): Promise<CheckoutSession> {
    const providerSessionId = `cs_local_sub_${randomUUID()}`;
    return { providerSessionId, url: localSubscriptionCheckoutPath(providerSessionId) };
  }

  /**
   * Stripe answers a cancel (or resume) with `customer.subscription.updated`; so does this
   * provider, from the subscription as the app stored it (local-subscriptions.ts).
   */
  async setCancelAtPeriodEnd(subscriptionId: string, atPeriodEnd: boolean): Promise<void> {
    if (!this.#db) throw new Error('the local payment provider was made without its store');
    await this.deliver(
      await localSubscriptionUpdate(this.#db, subscriptionId, { cancelAtPeriodEnd: atPeriodEnd }),
    );
  }

  /** A test account (Stripe's `acct_…` shape), not ready: charges and payouts off, no details. */
  async createAccount(_input: CreateAccountInput): Promise<{ accountId: string }> {
    return { accountId: `acct_local_${randomUUID().replaceAll('-', '')}` };
  }

  /**
   * The test onboarding page of this app. Unlike Stripe's, it holds no per-link state: its
   * buttons lead to the app's own return and refresh pages, the URLs every caller passes.
   */
  async createAccountLink(input: AccountLinkInput): Promise<{ url: string }> {
    return { url: localOnboardingPath(input.accountId) };
  }
}

/** An event of Stripe's shape as this provider sends it (provider-events.ts reads it). */
export interface LocalEvent {
  id: string;
  type: string;
  created: number;
  /** The connected account a Connect event is about (payouts). */
  account?: string;
  data: { object: Record<string, unknown> };
}

/** The test payment of a test checkout session (Stripe's `pi_…` shape). */
export const localPaymentIdOf = (providerSessionId: string) =>
  `pi_local_${providerSessionId.replace(/^cs_local_/, '')}`;

/** A new event id of this provider, Stripe's `evt_…` shape. */
export const localEventId = () => `evt_local_${randomUUID()}`;

/** Stripe's `account.updated` for a connected account, as much of it as the app reads. */
export function accountUpdatedEvent(state: ConnectedAccountState, now: Date = new Date()): LocalEvent {
  return {
    id: localEventId(),
    type: 'account.updated',
    created: Math.floor(now.getTime() / 1000),
    data: {
      object: {
        id: state.accountId,
        charges_enabled: state.chargesEnabled,
        payouts_enabled: state.payoutsEnabled,
        details_submitted: state.detailsSubmitted,
      },
    },
  };
}

/** Stripe's `checkout.session.completed` for a paid session, as much of it as fulfilment reads. */
export function paidEvent(providerSessionId: string, now: Date = new Date()): LocalEvent {
  return {
    id: localEventId(),
    type: 'checkout.session.completed',
    created: Math.floor(now.getTime() / 1000),
    data: {
      object: {
        id: providerSessionId,
        mode: 'payment',
        payment_status: 'paid',
        // The test payment: refunds and `charge.refunded` name it, as Stripe's payment intent.
        payment_intent: localPaymentIdOf(providerSessionId),
      },
    },
  };
}

/**
 * Stripe's `charge.refunded` for a test payment, as much of it as refund-events.ts reads: the
 * charge's amount, how much of it is refunded, and `refunded` once all of it is.
 */
export function chargeRefundedEvent(
  providerPaymentId: string,
  amountCents: number,
  amountRefundedCents: number,
  now: Date = new Date(),
): LocalEvent {
  return {
    id: localEventId(),
    type: 'charge.refunded',
    created: Math.floor(now.getTime() / 1000),
    data: {
      object: {
        id: `ch_local_${providerPaymentId.replace(/^pi_local_/, '')}`,
        payment_intent: providerPaymentId,
        amount: amountCents,
        amount_refunded: amountRefundedCents,
        refunded: amountRefundedCents >= amountCents,
      },
    },
  };
}
