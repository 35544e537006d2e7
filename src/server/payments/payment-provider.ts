import type { PaymentAccountStatus } from './payment-accounts';

/**
 * The one interface every payment provider implements (issue 20 §5): checkout, confirmation
 * through signed webhooks, refunds and payment-account status. The local test provider
 * (local-provider.ts) is the default; the creators-and-payments issue adds Stripe behind the same
 * interface, selected when STRIPE_SECRET_KEY is set (payments.ts). The shapes follow Stripe's:
 * Checkout Sessions for destination charges with an application fee, `checkout.session.*`
 * webhooks, refunds that reverse the transfer and the fee, and a connected account's flags.
 */

export type PaymentProviderName = 'local' | 'stripe';

/** What a provider needs to open a hosted checkout for one listing. */
export interface CheckoutSessionInput {
  /** Our checkouts row id (Stripe: `client_reference_id` and metadata), written after the session. */
  checkoutId: string;
  listing: { id: string; title: string };
  buyer: { id: string; email: string };
  /** From the listing row in the database, never from a request. */
  amountCents: number;
  currency: 'usd';
  /** The platform's share (Stripe: `payment_intent_data.application_fee_amount`). */
  applicationFeeCents: number;
  /** The creator's connected account (Stripe: `payment_intent_data.transfer_data.destination`). */
  destinationAccountId: string;
  /** Absolute URLs the provider sends the browser back to. */
  successUrl: string;
  cancelUrl: string;
}

export interface CheckoutSession {
  /** The provider's id of the session (Stripe's `cs_…`): webhooks name the checkout by it. */
  providerSessionId: string;
  /** The hosted checkout page the browser goes to (the local provider's is a page of this app). */
  url: string;
}

/**
 * A verified webhook event, reduced to what the app acts on (provider-events.ts reads Stripe's
 * events into these, for both providers). `checkout.paid` is a `checkout.session.completed`
 * whose payment_status is paid (or no_payment_required), or a
 * `checkout.session.async_payment_succeeded`; `checkout.awaitingPayment` is a completed session
 * whose money has not arrived yet (a bank debit), fulfilled by its later async event.
 * `createdAt` is the provider's `created`: events may arrive out of order, and a state older than
 * the one stored changes nothing.
 */
interface EventBase {
  eventId: string;
  type: string;
  createdAt: Date;
}

export type PaymentEvent =
  | ({ kind: 'checkout.paid' } & EventBase & CheckoutEventFields)
  | ({ kind: 'checkout.awaitingPayment' } & EventBase & CheckoutEventFields)
  /**
   * A session that will not be paid: Stripe's `checkout.session.expired` (left unpaid) or
   * `checkout.session.async_payment_failed` (the bank debit bounced).
   */
  | ({ kind: 'checkout.closed' } & EventBase & {
        providerSessionId: string;
        reason: 'expired' | 'paymentFailed';
      })
  | ({ kind: 'account.updated' } & EventBase & ConnectedAccountState)
  | ({ kind: 'charge.refunded' } & EventBase & {
        providerPaymentId: string;
        amountCents: number;
        amountRefundedCents: number;
        fullyRefunded: boolean;
      })
  | ({ kind: 'payout.changed' } & EventBase & PayoutState)
  | ({ kind: 'subscription.checkoutCompleted' } & EventBase & {
        providerSessionId: string;
        subscriptionId: string | null;
        customerId: string | null;
        /** Our user id, sent as the session's client_reference_id. */
        userId: string | null;
      })
  | ({ kind: 'subscription.changed' } & EventBase & SubscriptionState)
  | ({ kind: 'invoice.paid' } & EventBase & InvoiceEventFields)
  | ({ kind: 'invoice.paymentFailed' } & EventBase & InvoiceEventFields)
  | ({ kind: 'ignored' } & EventBase);

interface CheckoutEventFields {
  providerSessionId: string;
  /** The payment (Stripe's payment intent), kept for refunds; null when not told. */
  providerPaymentId: string | null;
}

interface InvoiceEventFields {
  subscriptionId: string;
  periodEnd: Date | null;
}

/** A connected account's payout as `payout.*` reports it (platform.md §3 Payout). */
export interface PayoutState {
  accountId: string;
  payoutId: string;
  amountCents: number;
  status: 'paid' | 'processing' | 'pending' | 'failed';
  arrivalAt: Date | null;
  failureMessage: string | null;
}

/** A subscription as `customer.subscription.*` reports it. */
export interface SubscriptionState {
  subscriptionId: string;
  customerId: string;
  status: 'incomplete' | 'trialing' | 'active' | 'past_due' | 'canceled';
  currentPeriodEnd: Date | null;
  trialEnd: Date | null;
  cancelAtPeriodEnd: boolean;
  canceledAt: Date | null;
  /** Our user id, from the subscription's metadata.userId, when set. */
  userId: string | null;
}

/**
 * A connected account's flags as the provider reports them (Stripe's `account.updated`:
 * charges_enabled, payouts_enabled, details_submitted), kept in payment_accounts.
 */
export interface ConnectedAccountState {
  accountId: string;
  chargesEnabled: boolean;
  payoutsEnabled: boolean;
  detailsSubmitted: boolean;
}

export interface CreateAccountInput {
  userId: string;
  email: string;
}

/** Where the provider's onboarding sends the creator back (absolute URLs of this app). */
export interface AccountLinkInput {
  accountId: string;
  /** Onboarding finished (or left) normally. */
  returnUrl: string;
  /** The link expired or was used: the app makes a fresh one. */
  refreshUrl: string;
}

export interface RefundInput {
  providerSessionId: string;
  /** The payment to refund (Stripe's payment intent), when the paid event told it. */
  providerPaymentId: string | null;
  /** Whole amount when omitted. */
  amountCents?: number;
  reason?: 'requested_by_customer' | 'duplicate' | 'fraudulent';
}

export interface RefundResult {
  refundId: string;
  status: 'pending' | 'succeeded' | 'failed';
}

export interface PaymentProvider {
  readonly name: PaymentProviderName;
  /** No real money moves (the local provider; Stripe with a test key). */
  readonly testMode: boolean;
  createCheckoutSession(input: CheckoutSessionInput): Promise<CheckoutSession>;
  /**
   * Checks the signature over the raw body exactly as received and reads the event. Throws
   * AppError('payment.invalidSignature' | 'payment.invalidEvent') and changes nothing otherwise.
   */
  parseWebhook(rawBody: string, signatureHeader: string | undefined, now?: Date): PaymentEvent;
  /** Refund a completed checkout (Stripe: reverse_transfer and refund_application_fee). */
  refund(input: RefundInput): Promise<RefundResult>;
  /** A connected account's state as the provider reports it (kept in payment_accounts). */
  readAccountStatus(accountId: string): Promise<PaymentAccountStatus>;
  /**
   * A new connected account for a creator (Stripe: an Express account), not ready to take
   * payments until its onboarding is done; its flags then arrive by an `account.updated` webhook.
   */
  createAccount(input: CreateAccountInput): Promise<{ accountId: string }>;
  /** A one-time onboarding page for the account (Stripe: an `account_onboarding` Account Link). */
  createAccountLink(input: AccountLinkInput): Promise<{ url: string }>;
  /**
   * A creator's payout schedule (Stripe: the connected account's settings.payouts.schedule;
   * 'manual' leaves payouts to `createPayout`). The local provider keeps none: its job reads ours.
   */
  updatePayoutSchedule(accountId: string, frequency: 'weekly' | 'monthly' | 'manual'): Promise<void>;
  /** Pays a connected account's available balance out to its bank (Stripe: a payout on the account). */
  createPayout(input: PayoutInput): Promise<{ payoutId: string }>;
  /**
   * A hosted checkout in subscription mode for the Standard plan (its trial without a card when
   * `trialDays` is set); the subscription itself arrives by `customer.subscription.*` webhooks.
   */
  createSubscriptionCheckout(input: SubscriptionCheckoutInput): Promise<CheckoutSession>;
  /** Cancels at the period's end (access kept until then), or resumes when `atPeriodEnd` is false. */
  setCancelAtPeriodEnd(subscriptionId: string, atPeriodEnd: boolean): Promise<void>;
}

export interface PayoutInput {
  accountId: string;
  amountCents: number;
  currency: 'usd';
  /** Our payout row's id, sent as metadata and as the idempotency key. */
  reference: string;
}

export interface SubscriptionCheckoutInput {
  user: { id: string; email: string };
  /** An existing customer of the provider, so a returning subscriber is not a new customer. */
  customerId: string | null;
  plan: 'standard';
  /** Monthly price from our plan table, never from a request. */
  amountCents: number;
  currency: 'usd';
  trialDays: number;
  successUrl: string;
  cancelUrl: string;
}

/** The platform's share of an amount, in whole cents (rounded half up, never above the amount). */
export function applicationFeeCents(amountCents: number, percent: number): number {
  return Math.min(amountCents, Math.max(0, Math.round((amountCents * percent) / 100)));
}
