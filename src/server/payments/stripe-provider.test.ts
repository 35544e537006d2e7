import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AppError } from '../http/app-error';
import { startStripeFake, type StripeFake } from '../test/fakes/stripe-fake';
import { StripePaymentProvider } from './stripe-provider';

/**
 * The Stripe provider through the official SDK against the local Stripe fake: what each call asks
 * of Stripe's API (form fields, idempotency keys, the connected account header), how its answers
 * are read, webhook signatures checked by the SDK, and an outage or a refusal as clear errors.
 */
let fake: StripeFake;
let provider: StripePaymentProvider;
const logged: Array<{ details: Record<string, unknown>; message: string }> = [];
const log = {
  warn: (details: Record<string, unknown>, message: string) => logged.push({ details, message }),
  error: (details: Record<string, unknown>, message: string) => logged.push({ details, message }),
};

beforeAll(async () => {
  fake = await startStripeFake();
  provider = new StripePaymentProvider({
    secretKey: fake.secretKey,
    webhookSecret: fake.webhookSecret,
    apiBase: fake.apiBase,
    // biome-ignore lint/suspicious/noExplicitAny: a recording stand-in for pino's two methods
    log: log as any,
    timeoutMs: 2_000,
    maxNetworkRetries: 1,
  });
});
afterAll(() => fake?.close());
beforeEach(() => {
  logged.length = 0;
});

const checkoutInput = (accountId: string, checkoutId: string = crypto.randomUUID()) => ({
  checkoutId,
  listing: { id: 'listing-1', title: 'Weekly Review Ritual' },
  buyer: { id: 'buyer-1', email: 'buyer@example.com' },
  amountCents: 1299,
  currency: 'usd' as const,
  applicationFeeCents: 260,
  destinationAccountId: accountId,
  successUrl: 'http://localhost:3000/marketplace/purchase/success?checkout=x',
  cancelUrl: 'http://localhost:3000/marketplace/recipe/listing-1',
});

const expectAppError = async (promise: Promise<unknown>, key: string) => {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  expect((error as AppError).key).toBe(key);
  return error as AppError;
};

describe('the Stripe provider against the Stripe fake', () => {
  it('creates an Express account once per user, links its onboarding and reads its flags', async () => {
    expect(provider.name).toBe('stripe');
    expect(provider.testMode).toBe(true);
    const { accountId } = await provider.createAccount({ userId: 'user-1', email: 'ada@example.com' });
    expect(accountId).toMatch(/^acct_/);
    const [create] = fake.requestsTo('POST', /^\/v1\/accounts$/);
    expect(create!.body).toMatchObject({
      type: 'express',
      email: 'ada@example.com',
      metadata: { userId: 'user-1' },
      capabilities: { card_payments: { requested: 'true' }, transfers: { requested: 'true' } },
    });
    expect(create!.idempotencyKey).toMatch(/^account-user-1-[0-9a-f-]{36}$/);

    const link = await provider.createAccountLink({
      accountId,
      returnUrl: 'http://localhost:3000/creator/onboarding/success?account=x',
      refreshUrl: 'http://localhost:3000/creator/onboarding',
    });
    expect(link.url).toContain(`/connect/setup/${accountId}/`);
    expect(fake.requestsTo('POST', /^\/v1\/account_links$/).at(-1)!.body).toEqual({
      account: accountId,
      type: 'account_onboarding',
      return_url: 'http://localhost:3000/creator/onboarding/success?account=x',
      refresh_url: 'http://localhost:3000/creator/onboarding',
    });

    expect(await provider.readAccountStatus(accountId)).toEqual({
      hasAccount: true,
      onboardingCompleted: false,
      payoutEnabled: false,
      chargesEnabled: false,
    });
    fake.setAccountFlags(accountId, {
      charges_enabled: true,
      payouts_enabled: false,
      details_submitted: true,
    });
    expect(await provider.readAccountStatus(accountId)).toEqual({
      hasAccount: true,
      onboardingCompleted: true,
      payoutEnabled: false,
      chargesEnabled: true,
    });
  });

  it('opens a checkout as a destination charge with the application fee and our ids', async () => {
    const { accountId } = await provider.createAccount({ userId: 'user-2', email: 'bob@example.com' });
    const input = checkoutInput(accountId);
    const session = await provider.createCheckoutSession(input);
    expect(session.providerSessionId).toMatch(/^cs_test_/);
    expect(session.url).toContain(session.providerSessionId);
    const request = fake.requestsTo('POST', /^\/v1\/checkout\/sessions$/).at(-1)!;
    expect(request.idempotencyKey).toBe(`checkout-${input.checkoutId}`);
    expect(request.body).toMatchObject({
      mode: 'payment',
      line_items: [
        {
          quantity: '1',
          price_data: {
            currency: 'usd',
            unit_amount: '1299',
            product_data: { name: 'Weekly Review Ritual' },
          },
        },
      ],
      payment_intent_data: { application_fee_amount: '260', transfer_data: { destination: accountId } },
      client_reference_id: input.checkoutId,
      metadata: { checkoutId: input.checkoutId, listingId: 'listing-1', buyerId: 'buyer-1' },
      customer_email: 'buyer@example.com',
      success_url: input.successUrl,
      cancel_url: input.cancelUrl,
    });
  });

  it('refunds a payment reversing the transfer and the fee, finding the payment from the session', async () => {
    const { accountId } = await provider.createAccount({ userId: 'user-3', email: 'cy@example.com' });
    const session = await provider.createCheckoutSession(checkoutInput(accountId));
    const paymentIntent = fake.completeSession(session.providerSessionId).payment_intent as string;
    const refund = await provider.refund({
      providerSessionId: session.providerSessionId,
      providerPaymentId: null,
      reason: 'requested_by_customer',
    });
    expect(refund).toEqual({ refundId: expect.stringMatching(/^re_/), status: 'succeeded' });
    expect(fake.requestsTo('GET', /^\/v1\/checkout\/sessions\//).at(-1)!.path).toBe(
      `/v1/checkout/sessions/${session.providerSessionId}`,
    );
    const request = fake.requestsTo('POST', /^\/v1\/refunds$/).at(-1)!;
    expect(request.body).toEqual({
      payment_intent: paymentIntent,
      reverse_transfer: 'true',
      refund_application_fee: 'true',
      reason: 'requested_by_customer',
    });
    expect(request.idempotencyKey).toMatch(new RegExp(`^refund-${paymentIntent}-full-[0-9a-f-]{36}$`));
    // Asked again: Stripe refuses refunding a refunded payment, so no second refund is made.
    await expectAppError(
      provider.refund({ providerSessionId: session.providerSessionId, providerPaymentId: paymentIntent }),
      'stripe.refused',
    );
    expect(fake.object(paymentIntent)).toMatchObject({ amount_refunded: 1299 });
    // A partial refund's key is the same for the same amount: a retry is answered, not repeated.
    const other = await provider.createCheckoutSession(checkoutInput(accountId));
    const otherIntent = fake.completeSession(other.providerSessionId).payment_intent as string;
    const part = {
      providerSessionId: other.providerSessionId,
      providerPaymentId: otherIntent,
      amountCents: 300,
    };
    const first = await provider.refund(part);
    expect((await provider.refund(part)).refundId).toBe(first.refundId);
    expect(fake.object(otherIntent)).toMatchObject({ amount_refunded: 300 });
  });

  it('sets payout schedules, pays out on the connected account, and runs a trial subscription', async () => {
    const { accountId } = await provider.createAccount({ userId: 'user-4', email: 'di@example.com' });
    await provider.updatePayoutSchedule(accountId, 'weekly');
    expect(fake.object(accountId)!.settings).toEqual({
      payouts: { schedule: { interval: 'weekly', weekly_anchor: 'monday' } },
    });
    await provider.updatePayoutSchedule(accountId, 'monthly');
    expect(fake.object(accountId)!.settings).toEqual({
      payouts: { schedule: { interval: 'monthly', monthly_anchor: 1 } },
    });
    await provider.updatePayoutSchedule(accountId, 'manual');
    expect(fake.object(accountId)!.settings).toEqual({ payouts: { schedule: { interval: 'manual' } } });

    const { payoutId } = await provider.createPayout({
      accountId,
      amountCents: 2500,
      currency: 'usd',
      reference: 'payout-row-1',
    });
    expect(payoutId).toMatch(/^po_/);
    const payout = fake.requestsTo('POST', /^\/v1\/payouts$/).at(-1)!;
    expect(payout.stripeAccount).toBe(accountId);
    expect(payout.idempotencyKey).toBe('payout-payout-row-1');
    expect(payout.body).toEqual({ amount: '2500', currency: 'usd', metadata: { reference: 'payout-row-1' } });

    const checkout = await provider.createSubscriptionCheckout({
      user: { id: 'user-4', email: 'di@example.com' },
      customerId: null,
      plan: 'standard',
      amountCents: 999,
      currency: 'usd',
      trialDays: 14,
      successUrl: 'http://localhost:3000/settings?tab=subscription',
      cancelUrl: 'http://localhost:3000/pricing',
    });
    const request = fake.requestsTo('POST', /^\/v1\/checkout\/sessions$/).at(-1)!;
    expect(request.body).toMatchObject({
      mode: 'subscription',
      customer_email: 'di@example.com',
      client_reference_id: 'user-4',
      line_items: [{ price_data: { unit_amount: '999', recurring: { interval: 'month' } } }],
      subscription_data: { trial_period_days: '14', metadata: { userId: 'user-4' } },
      payment_method_collection: 'if_required',
    });
    const session = fake.completeSession(checkout.providerSessionId);
    const subscriptionId = session.subscription as string;
    expect(fake.object(subscriptionId)).toMatchObject({ status: 'trialing', cancel_at_period_end: false });
    await provider.setCancelAtPeriodEnd(subscriptionId, true);
    expect(fake.object(subscriptionId)).toMatchObject({ cancel_at_period_end: true });
    await provider.setCancelAtPeriodEnd(subscriptionId, false);
    expect(fake.object(subscriptionId)).toMatchObject({ cancel_at_period_end: false });
  });

  it('reads only webhooks signed with the endpoint secret, within the tolerance', () => {
    const ready = fake.event('account.updated', {
      id: 'acct_123',
      object: 'account',
      charges_enabled: true,
      payouts_enabled: true,
      details_submitted: true,
    });
    const signed = fake.sign(ready);
    expect(provider.parseWebhook(signed.body, signed.signature)).toMatchObject({
      kind: 'account.updated',
      eventId: ready.id,
      accountId: 'acct_123',
      chargesEnabled: true,
    });
    const forged = fake.sign(ready, { secret: 'whsec_someone_else' });
    expect(() => provider.parseWebhook(forged.body, forged.signature)).toThrow(AppError);
    expect(() => provider.parseWebhook(signed.body, undefined)).toThrow(/signature/i);
    // The body changed after signing (one byte): refused.
    expect(() => provider.parseWebhook(signed.body.replace('true', 'false'), signed.signature)).toThrow(
      AppError,
    );
    const old = fake.sign(ready, { timestamp: Math.floor(Date.now() / 1000) - 3600 });
    expect(() => provider.parseWebhook(old.body, old.signature)).toThrow(AppError);
    try {
      provider.parseWebhook(forged.body, forged.signature);
    } catch (error) {
      expect((error as AppError).key).toBe('payment.invalidSignature');
    }
  });

  it('turns an outage into stripe.unavailable and a refusal into stripe.refused, logged with context', async () => {
    const { accountId } = await provider.createAccount({ userId: 'user-5', email: 'ed@example.com' });
    // 500 twice: the first try and its one retry both fail.
    fake.failNext(2, 'error500');
    const down = await expectAppError(
      provider.createCheckoutSession(checkoutInput(accountId, 'co-1')),
      'stripe.unavailable',
    );
    expect(down.status).toBe(503);
    expect(down.message).toBe(
      'The payment service is not reachable right now. Nothing was charged. Please try again in a moment.',
    );
    expect(logged.at(-1)).toMatchObject({
      message: 'stripe is unavailable',
      details: { operation: 'checkout.create', checkoutId: 'co-1', statusCode: 500 },
    });

    fake.failNext(2, 'drop');
    await expectAppError(provider.readAccountStatus(accountId), 'stripe.unavailable');
    expect(logged.at(-1)!.details).toMatchObject({
      operation: 'account.retrieve',
      stripeType: 'StripeConnectionError',
    });

    // One failure, then the retry goes through with the same idempotency key: one session.
    fake.failNext(1, 'error500');
    const before = fake.requestsTo('POST', /^\/v1\/checkout\/sessions$/).length;
    await provider.createCheckoutSession(checkoutInput(accountId, 'co-2'));
    const tries = fake.requestsTo('POST', /^\/v1\/checkout\/sessions$/).slice(before);
    expect(tries.map((r) => r.idempotencyKey)).toEqual(['checkout-co-2', 'checkout-co-2']);

    const refused = await expectAppError(provider.readAccountStatus('acct_nobody'), 'stripe.refused');
    expect(refused.status).toBe(502);
    expect(logged.at(-1)).toMatchObject({
      message: 'stripe refused the request',
      details: { operation: 'account.retrieve', accountId: 'acct_nobody', stripeCode: 'resource_missing' },
    });

    const wrongKey = new StripePaymentProvider({
      secretKey: 'sk_test_wrong',
      webhookSecret: fake.webhookSecret,
      apiBase: fake.apiBase,
      maxNetworkRetries: 0,
    });
    await expectAppError(wrongKey.createAccount({ userId: 'u', email: 'u@example.com' }), 'stripe.refused');
  });
});
