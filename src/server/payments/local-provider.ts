import { createHmac, randomUUID } from 'node:crypto';
import { type LocalWebhookEvent, localWebhookEventSchema } from '@shared/contracts/marketplace-purchase';
import { safeParseInput } from '@shared/contracts/safe-parse-input';
import { AppError } from '../http/app-error';
import type { PaymentAccountStatus } from './payment-accounts';
import type {
  CheckoutSession,
  CheckoutSessionInput,
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

  constructor(authSecret: string) {
    this.#secret = localWebhookSecret(authSecret);
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
    const { body, signature } = this.signedEvent(paidEvent(providerSessionId));
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

  async readAccountStatus(_accountId: string): Promise<PaymentAccountStatus> {
    // The test provider's accounts are ready as soon as they exist (onboarding is simulated).
    return { hasAccount: true, onboardingCompleted: true, payoutEnabled: true, chargesEnabled: true };
  }
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
