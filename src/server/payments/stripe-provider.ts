import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import Stripe from 'stripe';
import { AppError } from '../http/app-error';
import type { PaymentAccountStatus } from './payment-accounts';
import { readProviderEvent } from './provider-events';
import type {
  AccountLinkInput,
  CheckoutSession,
  CheckoutSessionInput,
  CreateAccountInput,
  PaymentEvent,
  PaymentProvider,
  PayoutInput,
  RefundInput,
  RefundResult,
  SubscriptionCheckoutInput,
} from './payment-provider';
import { SIGNATURE_TOLERANCE_SECONDS } from './webhook-signature';

export interface StripeProviderConfig {
  secretKey: string;
  webhookSecret: string;
  /** Another address for Stripe's API (tests: the local fake), else api.stripe.com. */
  apiBase?: string;
  /** Where outages and refusals are logged with their context. */
  log?: Pick<FastifyBaseLogger, 'warn' | 'error'>;
  /**
   * A checkout is opened while the buyer waits: a short timeout and two retries (the SDK backs
   * off from 0.5 s and sends the same idempotency key again, so a retry never makes a second one).
   */
  timeoutMs?: number;
  maxNetworkRetries?: number;
}

/** `STRIPE_API_BASE` as the SDK's host, port and protocol options. */
function apiAddress(apiBase: string | undefined): Pick<Stripe.StripeConfig, 'host' | 'port' | 'protocol'> {
  if (!apiBase) return {};
  const url = new URL(apiBase);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return { host: url.hostname, port: url.port || (protocol === 'http' ? 80 : 443), protocol };
}

const PAYOUT_SCHEDULES = {
  weekly: { interval: 'weekly', weekly_anchor: 'monday' },
  monthly: { interval: 'monthly', monthly_anchor: 1 },
  manual: { interval: 'manual' },
} as const satisfies Record<string, Stripe.AccountUpdateParams.Settings.Payouts.Schedule>;

/**
 * Stripe behind the payments interface (issue 21 §1, §2, §4), through the official SDK: Checkout
 * Sessions as destination charges with the platform's application fee, Connect Express accounts
 * and their onboarding links, refunds that reverse the transfer and the fee, payouts on a
 * connected account, and the Standard plan's subscription checkout. Webhooks are checked by the
 * SDK over the raw body and read by provider-events.ts, the same reading as the local provider's.
 */
export class StripePaymentProvider implements PaymentProvider {
  readonly name = 'stripe' as const;
  readonly testMode: boolean;
  readonly #stripe: Stripe;
  readonly #webhookSecret: string;
  readonly #log: StripeProviderConfig['log'];

  constructor(config: StripeProviderConfig) {
    this.testMode = config.secretKey.startsWith('sk_test_') || config.secretKey.startsWith('rk_test_');
    this.#webhookSecret = config.webhookSecret;
    this.#log = config.log;
    this.#stripe = new Stripe(config.secretKey, {
      ...apiAddress(config.apiBase),
      timeout: config.timeoutMs ?? 15_000,
      maxNetworkRetries: config.maxNetworkRetries ?? 2,
      telemetry: false,
      appInfo: { name: 'Recipe Forge' },
    });
  }

  /**
   * One call to Stripe. An outage (no connection, a timeout, 5xx, rate limited) or a refusal is
   * logged with what was asked and becomes a clear AppError; nothing of ours was written before
   * it, so the caller leaves nothing half-done.
   */
  async #call<T>(operation: string, context: Record<string, unknown>, run: () => Promise<T>): Promise<T> {
    try {
      return await run();
    } catch (error) {
      if (!(error instanceof Stripe.errors.StripeError)) throw error;
      const details = {
        operation,
        ...context,
        stripeType: error.type,
        stripeCode: error.code,
        statusCode: error.statusCode,
        requestId: error.requestId,
        reason: error.message,
      };
      if (isOutage(error)) {
        this.#log?.error(details, 'stripe is unavailable');
        throw new AppError('stripe.unavailable', {}, { cause: error });
      }
      this.#log?.error(details, 'stripe refused the request');
      throw new AppError('stripe.refused', {}, { cause: error, status: 502 });
    }
  }

  async createCheckoutSession(input: CheckoutSessionInput): Promise<CheckoutSession> {
    const context = { checkoutId: input.checkoutId, listingId: input.listing.id, buyerId: input.buyer.id };
    const session = await this.#call('checkout.create', context, () =>
      this.#stripe.checkout.sessions.create(
        {
          mode: 'payment',
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: input.currency,
                unit_amount: input.amountCents,
                product_data: { name: input.listing.title, metadata: { listingId: input.listing.id } },
              },
            },
          ],
          // A destination charge: the creator's connected account is paid, less the platform's fee.
          payment_intent_data: {
            application_fee_amount: input.applicationFeeCents,
            transfer_data: { destination: input.destinationAccountId },
            metadata: { checkoutId: input.checkoutId, listingId: input.listing.id, buyerId: input.buyer.id },
          },
          client_reference_id: input.checkoutId,
          metadata: { checkoutId: input.checkoutId, listingId: input.listing.id, buyerId: input.buyer.id },
          customer_email: input.buyer.email,
          success_url: input.successUrl,
          cancel_url: input.cancelUrl,
        },
        { idempotencyKey: `checkout-${input.checkoutId}` },
      ),
    );
    if (!session.url) {
      this.#log?.error({ ...context, sessionId: session.id }, 'stripe checkout session has no url');
      throw new AppError('stripe.refused', {}, { status: 502 });
    }
    return { providerSessionId: session.id, url: session.url };
  }

  parseWebhook(rawBody: string, signatureHeader: string | undefined, now: Date = new Date()): PaymentEvent {
    let event: Stripe.Event;
    try {
      if (!signatureHeader) throw new Error('no stripe-signature header');
      event = this.#stripe.webhooks.constructEvent(
        rawBody,
        signatureHeader,
        this.#webhookSecret,
        SIGNATURE_TOLERANCE_SECONDS,
        undefined,
        now.getTime(),
      );
    } catch (error) {
      throw new AppError('payment.invalidSignature', {}, { cause: error });
    }
    return readProviderEvent(event);
  }

  async refund(input: RefundInput): Promise<RefundResult> {
    const context = { sessionId: input.providerSessionId, paymentId: input.providerPaymentId };
    const paymentIntent =
      input.providerPaymentId ?? (await this.#paymentIntentOf(input.providerSessionId, context));
    const refund = await this.#call('refund.create', context, () =>
      this.#stripe.refunds.create(
        {
          payment_intent: paymentIntent,
          ...(input.amountCents === undefined ? {} : { amount: input.amountCents }),
          // The creator's share comes back from their account, and the platform's fee with it.
          reverse_transfer: true,
          refund_application_fee: true,
          ...(input.reason ? { reason: input.reason } : {}),
        },
        {
          // A whole refund cannot happen twice (Stripe refuses refunding a refunded charge), so its
          // key is per attempt: Stripe keeps a key's first answer, a 500 too, for 24 hours, and the
          // buyer may try again. A partial one could repeat, so its key is the same for the amount.
          idempotencyKey:
            input.amountCents === undefined
              ? `refund-${paymentIntent}-full-${randomUUID()}`
              : `refund-${paymentIntent}-${input.amountCents}`,
        },
      ),
    );
    return { refundId: refund.id, status: refundStatus(refund.status) };
  }

  /** The payment of a session whose paid event did not name it. */
  async #paymentIntentOf(sessionId: string, context: Record<string, unknown>): Promise<string> {
    const session = await this.#call('checkout.retrieve', context, () =>
      this.#stripe.checkout.sessions.retrieve(sessionId),
    );
    const intent = session.payment_intent;
    const id = typeof intent === 'string' ? intent : intent?.id;
    if (!id) {
      this.#log?.error(context, 'stripe session has no payment to refund');
      throw new AppError('stripe.refused', {}, { status: 502 });
    }
    return id;
  }

  async readAccountStatus(accountId: string): Promise<PaymentAccountStatus> {
    const account = await this.#call('account.retrieve', { accountId }, () =>
      this.#stripe.accounts.retrieve(accountId),
    );
    return {
      hasAccount: true,
      onboardingCompleted: account.details_submitted ?? false,
      payoutEnabled: account.payouts_enabled ?? false,
      chargesEnabled: account.charges_enabled ?? false,
    };
  }

  async createAccount(input: CreateAccountInput): Promise<{ accountId: string }> {
    const account = await this.#call('account.create', { userId: input.userId }, () =>
      this.#stripe.accounts.create(
        {
          type: 'express',
          email: input.email,
          metadata: { userId: input.userId },
          capabilities: { card_payments: { requested: true }, transfers: { requested: true } },
        },
        // Per attempt, not per user: Stripe keeps a key's first answer for 24 hours, a 500 too, so a
        // per-user key would refuse the creator's next try all day. The SDK's own retries reuse it;
        // two racing requests are settled by our one row per user (payment-account.service.ts).
        { idempotencyKey: `account-${input.userId}-${randomUUID()}` },
      ),
    );
    return { accountId: account.id };
  }

  /** No idempotency key: each link is for one use, and a repeated ask must get a fresh one. */
  async createAccountLink(input: AccountLinkInput): Promise<{ url: string }> {
    const link = await this.#call('accountLink.create', { accountId: input.accountId }, () =>
      this.#stripe.accountLinks.create({
        account: input.accountId,
        type: 'account_onboarding',
        return_url: input.returnUrl,
        refresh_url: input.refreshUrl,
      }),
    );
    return { url: link.url };
  }

  async updatePayoutSchedule(accountId: string, frequency: 'weekly' | 'monthly' | 'manual'): Promise<void> {
    await this.#call('account.update', { accountId, frequency }, () =>
      this.#stripe.accounts.update(accountId, {
        settings: { payouts: { schedule: PAYOUT_SCHEDULES[frequency] } },
      }),
    );
  }

  async createPayout(input: PayoutInput): Promise<{ payoutId: string }> {
    const payout = await this.#call(
      'payout.create',
      { accountId: input.accountId, reference: input.reference },
      () =>
        this.#stripe.payouts.create(
          { amount: input.amountCents, currency: input.currency, metadata: { reference: input.reference } },
          // On the connected account: its balance goes to its bank. The key is our payout row's, so
          // a retried job never pays twice (after a Stripe 500 it waits out Stripe's 24-hour replay).
          { stripeAccount: input.accountId, idempotencyKey: `payout-${input.reference}` },
        ),
    );
    return { payoutId: payout.id };
  }

  async createSubscriptionCheckout(input: SubscriptionCheckoutInput): Promise<CheckoutSession> {
    const context = { userId: input.user.id, plan: input.plan };
    const session = await this.#call('subscriptionCheckout.create', context, () =>
      this.#stripe.checkout.sessions.create(
        {
          mode: 'subscription',
          ...(input.customerId ? { customer: input.customerId } : { customer_email: input.user.email }),
          client_reference_id: input.user.id,
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: input.currency,
                unit_amount: input.amountCents,
                recurring: { interval: 'month' },
                product_data: { name: 'Recipe Forge Standard' },
              },
            },
          ],
          subscription_data: {
            ...(input.trialDays > 0 ? { trial_period_days: input.trialDays } : {}),
            metadata: { userId: input.user.id, plan: input.plan },
          },
          // The trial needs no card: Stripe asks for one only when something is due.
          payment_method_collection: 'if_required',
          metadata: { userId: input.user.id, plan: input.plan },
          success_url: input.successUrl,
          cancel_url: input.cancelUrl,
        },
        // Each ask is a new session; the key only makes the SDK's own retries of this one safe.
        { idempotencyKey: `subscription-checkout-${input.user.id}-${randomUUID()}` },
      ),
    );
    if (!session.url) {
      this.#log?.error({ ...context, sessionId: session.id }, 'stripe subscription checkout has no url');
      throw new AppError('stripe.refused', {}, { status: 502 });
    }
    return { providerSessionId: session.id, url: session.url };
  }

  async setCancelAtPeriodEnd(subscriptionId: string, atPeriodEnd: boolean): Promise<void> {
    await this.#call('subscription.update', { subscriptionId, atPeriodEnd }, () =>
      this.#stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: atPeriodEnd }),
    );
  }
}

/** Stripe could not be reached or is having trouble, as opposed to refusing what we asked. */
function isOutage(error: InstanceType<typeof Stripe.errors.StripeError>): boolean {
  return (
    error instanceof Stripe.errors.StripeConnectionError ||
    error instanceof Stripe.errors.StripeAPIError ||
    error instanceof Stripe.errors.StripeRateLimitError ||
    (error.statusCode !== undefined && error.statusCode >= 500)
  );
}

function refundStatus(status: string | null): RefundResult['status'] {
  if (status === 'succeeded') return 'succeeded';
  if (status === 'failed' || status === 'canceled') return 'failed';
  return 'pending';
}
