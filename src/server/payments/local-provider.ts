import { createHmac, randomUUID } from 'node:crypto';
import { type LocalWebhookEvent, localWebhookEventSchema } from '@shared/contracts/marketplace-purchase';
import { safeParseInput } from '@shared/contracts/safe-parse-input';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { paymentAccounts } from '../db/schema';
import { AppError } from '../http/app-error';
import type { PaymentAccountStatus } from './payment-accounts';
import type {
  AccountLinkInput,
  CheckoutSession,
  CheckoutSessionInput,
  ConnectedAccountState,
  CreateAccountInput,
  PaymentEvent,
  PaymentProvider,
  RefundInput,
  RefundResult,
} from './payment-provider';
import { checkSignature, signatureHeader } from './webhook-signature';

/** The header the local provider signs its webhooks in (Stripe's is `stripe-signature`). */
export const LOCAL_SIGNATURE_HEADER = 'payment-signature';

/** The test checkout page of this app (web route /marketplace/checkout/test/:checkoutId). */
export const localCheckoutPath = (checkoutId: string) =>
  `/marketplace/checkout/test/${encodeURIComponent(checkoutId)}`;

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

  constructor(authSecret: string, db?: Db) {
    this.#secret = localWebhookSecret(authSecret);
    this.#db = db;
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
    const parsed = safeParseInput(localWebhookEventSchema, json);
    if (!parsed.success) throw new AppError('payment.invalidEvent');
    const event = parsed.data;
    if (event.type === 'account.updated') {
      const account = event.data.object;
      return {
        kind: 'account.updated',
        eventId: event.id,
        type: event.type,
        accountId: account.id,
        chargesEnabled: account.charges_enabled,
        payoutsEnabled: account.payouts_enabled,
        detailsSubmitted: account.details_submitted,
      };
    }
    const session = event.data.object;
    const base = { eventId: event.id, type: event.type, providerSessionId: session.id };
    if (event.type === 'checkout.session.async_payment_succeeded') return { kind: 'checkout.paid', ...base };
    return session.payment_status === 'unpaid'
      ? { kind: 'checkout.awaitingPayment', ...base }
      : { kind: 'checkout.paid', ...base };
  }

  /** A signed event as the provider would send it; exported for the tests' forged and replayed ones. */
  signedEvent(event: LocalWebhookEvent, now: Date = new Date()): { body: string; signature: string } {
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

  async #deliver(event: LocalWebhookEvent, webhookUrl: string): Promise<void> {
    const { body, signature } = this.signedEvent(event);
    const response = await fetch(webhookUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [LOCAL_SIGNATURE_HEADER]: signature },
      body,
      signal: AbortSignal.timeout(10_000),
    });
    if (!response.ok) throw new Error(`local webhook answered ${response.status}`);
  }

  async refund(_input: RefundInput): Promise<RefundResult> {
    // No money moved, so there is nothing to give back: the refund succeeds at once.
    return { refundId: `re_local_${randomUUID()}`, status: 'succeeded' };
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

/** Stripe's `account.updated` for a connected account, as much of it as the app reads. */
export function accountUpdatedEvent(state: ConnectedAccountState, now: Date = new Date()): LocalWebhookEvent {
  return {
    id: `evt_local_${randomUUID()}`,
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
export function paidEvent(providerSessionId: string, now: Date = new Date()): LocalWebhookEvent {
  return {
    id: `evt_local_${randomUUID()}`,
    type: 'checkout.session.completed',
    created: Math.floor(now.getTime() / 1000),
    data: { object: { id: providerSessionId, payment_status: 'paid' } },
  };
}
