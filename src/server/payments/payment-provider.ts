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
 * A verified webhook event, reduced to what the app acts on. `checkout.paid` is a
 * `checkout.session.completed` whose payment_status is paid (or no_payment_required), or a
 * `checkout.session.async_payment_succeeded`; `checkout.awaitingPayment` is a completed session
 * whose money has not arrived yet (a bank debit), fulfilled by its later async event.
 */
export type PaymentEvent =
  | { kind: 'checkout.paid'; eventId: string; type: string; providerSessionId: string }
  | { kind: 'checkout.awaitingPayment'; eventId: string; type: string; providerSessionId: string }
  | ({ kind: 'account.updated'; eventId: string; type: string } & ConnectedAccountState)
  | { kind: 'ignored'; eventId: string; type: string };

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
}

/** The platform's share of an amount, in whole cents (rounded half up, never above the amount). */
export function applicationFeeCents(amountCents: number, percent: number): number {
  return Math.min(amountCents, Math.max(0, Math.round((amountCents * percent) / 100)));
}
