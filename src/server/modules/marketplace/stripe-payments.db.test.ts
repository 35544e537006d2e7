import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  checkouts,
  listings,
  paymentAccounts,
  paymentEvents,
  payouts,
  purchases,
  subscriptions,
  transactions,
} from '../../db/schema';
import { StripePaymentProvider } from '../../payments/stripe-provider';
import { signUp, type SignedUpUser } from '../../test/accounts';
import { type FakeStripeEvent, startStripeFake, type StripeFake } from '../../test/fakes/stripe-fake';
import { createTestApp, type TestApp } from '../../test/test-app';
import { readyPaymentAccount, SAMPLE_RECIPE, seedListing } from './marketplace-test-kit';

/**
 * The app with Stripe configured (STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET, STRIPE_API_BASE at
 * the local Stripe fake), over the real API: Connect onboarding, checkouts as destination charges
 * at the database's price, and Stripe's webhooks signed by the SDK's test header, forged,
 * replayed and out of order. Grants, revocations, payouts and subscriptions come only from them.
 */
let t: TestApp;
let fake: StripeFake;
let ada: SignedUpUser;
let bob: SignedUpUser;
let buyer: SignedUpUser;
let buyer2: SignedUpUser;
let adaAccount: string;
let listingId: string;

const PUBLIC_URL = 'http://localhost:3981';

beforeAll(async () => {
  fake = await startStripeFake();
  t = await createTestApp({ env: { PUBLIC_URL, ...fake.env, PLATFORM_FEE_PERCENT: '20' }, jobs: false });
  ada = await signUp(t, 'ada-stripe@example.com', { ip: '10.81.0.1' });
  bob = await signUp(t, 'bob-stripe@example.com', { ip: '10.81.0.2' });
  buyer = await signUp(t, 'buyer-stripe@example.com', { ip: '10.81.0.3' });
  buyer2 = await signUp(t, 'buyer2-stripe@example.com', { ip: '10.81.0.4' });
}, 180_000);
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

const db = () => t.database.db;
const webhook = (body: string, signature?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/payments/webhooks/stripe',
    headers: {
      'content-type': 'application/json; charset=utf-8',
      ...(signature ? { 'stripe-signature': signature } : {}),
    },
    payload: body,
  });
const deliver = async (event: FakeStripeEvent) => {
  const { body, signature } = fake.sign(event);
  const res = await webhook(body, signature);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json()).toEqual({ received: true });
};
const accountRow = async (userId: string) =>
  (await db().select().from(paymentAccounts).where(eq(paymentAccounts.userId, userId)))[0];
const purchaseOf = async (who: SignedUpUser) =>
  (
    await db()
      .select()
      .from(purchases)
      .where(and(eq(purchases.buyerId, who.id), eq(purchases.listingId, listingId)))
  )[0];
const purchaseCount = async () =>
  (await db().select({ n: listings.purchaseCount }).from(listings).where(eq(listings.id, listingId)))[0]!.n;
const salesOf = async (who: SignedUpUser) =>
  db().select().from(transactions).where(eq(transactions.buyerId, who.id));
const checkoutUrl = () => `/api/marketplace/listings/${listingId}/checkout`;
/** A checkout started by `who`: our row and the fake's session. */
const startCheckout = async (who: SignedUpUser) => {
  const res = await who.session.post(checkoutUrl(), {});
  expect(res.statusCode, res.body).toBe(201);
  const [row] = await db()
    .select()
    .from(checkouts)
    .where(and(eq(checkouts.buyerId, who.id), eq(checkouts.status, 'open')));
  expect(res.json().url).toBe(fake.object(row!.providerSessionId!)!.url);
  return row!;
};
const sessionEvent = (type: string, sessionId: string) =>
  fake.event(type, fake.object(sessionId) as Record<string, unknown>);

describe('the app with Stripe as its payment provider', () => {
  it('configures Stripe from the environment and reports it to the browser', async () => {
    const config = await t.app.inject('/api/config');
    expect(config.json()).toMatchObject({ payments: 'stripe' });
    expect(config.body).not.toContain(fake.secretKey);
    expect(config.body).not.toContain(fake.webhookSecret);
  });

  it('onboards a creator with Connect Express: account, link, and account.updated making a paid listing publishable', async () => {
    const created = await ada.session.post('/api/payments/account');
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json()).toEqual({
      created: true,
      status: { hasAccount: true, onboardingCompleted: false, payoutEnabled: false },
    });
    const row = await accountRow(ada.id);
    expect(row).toMatchObject({ provider: 'stripe', chargesEnabled: false });
    adaAccount = row!.accountId;
    expect(adaAccount).toMatch(/^acct_/);
    expect(fake.object(adaAccount)).toMatchObject({ type: 'express', email: 'ada-stripe@example.com' });

    const link = await ada.session.post('/api/payments/account/onboarding-link');
    expect(link.statusCode, link.body).toBe(200);
    expect(link.json().url).toContain(`/connect/setup/${adaAccount}/`);
    expect(fake.requestsTo('POST', /^\/v1\/account_links$/).at(-1)!.body).toEqual({
      account: adaAccount,
      type: 'account_onboarding',
      return_url: `${PUBLIC_URL}/creator/onboarding/success?account=${adaAccount}`,
      refresh_url: `${PUBLIC_URL}/creator/onboarding`,
    });

    const recipe = await ada.session.post('/api/recipes', {
      title: 'Weekly Review Ritual',
      description: 'A paid one',
      content: SAMPLE_RECIPE,
      tags: ['planning'],
    });
    expect(recipe.statusCode, recipe.body).toBe(201);
    const notYet = await ada.session.post('/api/marketplace/listings', {
      recipeId: recipe.json().id,
      priceCents: 1299,
    });
    expect(notYet.statusCode).toBe(403);

    // Stripe tells the app by webhook: the account is ready.
    const ready = fake.setAccountFlags(adaAccount, {
      charges_enabled: true,
      payouts_enabled: true,
      details_submitted: true,
    });
    await deliver(fake.event('account.updated', ready));
    expect(await accountRow(ada.id)).toMatchObject({
      chargesEnabled: true,
      payoutsEnabled: true,
      detailsSubmitted: true,
    });
    const published = await ada.session.post('/api/marketplace/listings', {
      recipeId: recipe.json().id,
      priceCents: 1299,
    });
    expect(published.statusCode, published.body).toBe(201);
    // The publish above goes through the validation job (off here): buyers get a listing published as it ends.
    listingId = (await seedListing(db(), { creatorId: ada.id, priceCents: 1299 })).id;
  });

  it('refreshes the onboarding return from Stripe, and refuses a return naming a foreign account', async () => {
    await bob.session.post('/api/payments/account');
    const bobAccount = (await accountRow(bob.id))!.accountId;

    // Bob's return naming Ada's account: refused, nobody's row touched, and Stripe is not asked.
    fake.setAccountFlags(adaAccount, {
      charges_enabled: false,
      payouts_enabled: false,
      details_submitted: true,
    });
    const reads = fake.requestsTo('GET', /^\/v1\/accounts\//).length;
    const foreign = await bob.session.post('/api/payments/account/refresh', { accountId: adaAccount });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({ key: 'onboarding.accountNotFound' });
    expect(fake.requestsTo('GET', /^\/v1\/accounts\//).length).toBe(reads);
    expect(await accountRow(ada.id)).toMatchObject({ chargesEnabled: true });
    expect(await accountRow(bob.id)).toMatchObject({ chargesEnabled: false });
    fake.setAccountFlags(adaAccount, {
      charges_enabled: true,
      payouts_enabled: true,
      details_submitted: true,
    });

    // Bob's own return, before any account.updated: the status is read from Stripe and kept.
    fake.setAccountFlags(bobAccount, {
      charges_enabled: true,
      payouts_enabled: false,
      details_submitted: true,
    });
    const own = await bob.session.post('/api/payments/account/refresh', { accountId: bobAccount });
    expect(own.statusCode, own.body).toBe(200);
    expect(own.headers['cache-control']).toBe('no-store');
    expect(own.json()).toEqual({ hasAccount: true, onboardingCompleted: true, payoutEnabled: false });
    expect(await accountRow(bob.id)).toMatchObject({ chargesEnabled: true, detailsSubmitted: true });

    // Stripe down on the return: the §8 words, and the stored flags stay as they were.
    fake.failNext(3);
    const down = await bob.session.post('/api/payments/account/refresh', {});
    expect(down.statusCode).toBe(503);
    expect(down.json()).toMatchObject({
      key: 'onboarding.statusCheckFailed',
      message: 'Unable to check account status. Service may be temporarily unavailable.',
    });
    expect(await accountRow(bob.id)).toMatchObject({ chargesEnabled: true });

    // No account at all: nothing to refresh, the empty status.
    const none = await buyer2.session.post('/api/payments/account/refresh', {});
    expect(none.json()).toEqual({ hasAccount: false, onboardingCompleted: false, payoutEnabled: false });
    const malformed = await bob.session.post('/api/payments/account/refresh', { accountId: '<script>' });
    expect(malformed.statusCode).toBe(400);
  });

  it('says the §8 words when Stripe is down while creating an account or a link, storing nothing', async () => {
    fake.failNext(3);
    const create = await buyer2.session.post('/api/payments/account');
    expect(create.statusCode).toBe(500);
    expect(create.json()).toMatchObject({
      key: 'onboarding.createAccountFailed',
      message: 'Failed to create Stripe account',
    });
    expect(await accountRow(buyer2.id)).toBeUndefined();

    fake.failNext(3, 'drop');
    const link = await bob.session.post('/api/payments/account/onboarding-link');
    expect(link.statusCode).toBe(500);
    expect(link.json()).toMatchObject({
      key: 'onboarding.createLinkFailed',
      message: 'Failed to create onboarding link',
    });
  });

  it('refuses a checkout from a creator whose ready account is of the local test provider', async () => {
    const carol = await signUp(t, 'carol-stripe@example.com', { ip: '10.81.0.5' });
    await readyPaymentAccount(db(), carol.id);
    const local = await seedListing(db(), { creatorId: carol.id, priceCents: 899 });
    const sessions = fake.requestsTo('POST', /^\/v1\/checkout\/sessions$/).length;
    const res = await buyer.session.post(`/api/marketplace/listings/${local.id}/checkout`, {});
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ key: 'purchase.creatorCannotTakePayments' });
    expect(fake.requestsTo('POST', /^\/v1\/checkout\/sessions$/).length).toBe(sessions);
  });

  it("opens a destination-charge checkout at the database's price with the platform fee", async () => {
    // A price from the browser is no part of a checkout request: refused, nothing opened.
    const priced = await buyer.session.post(checkoutUrl(), { priceCents: 1, amount: 1 });
    expect(priced.statusCode).toBe(400);
    expect(await db().select().from(checkouts).where(eq(checkouts.buyerId, buyer.id))).toHaveLength(0);

    const checkout = await startCheckout(buyer);
    expect(checkout).toMatchObject({ amountCents: 1299, feeCents: 260, provider: 'stripe', status: 'open' });
    const request = fake.requestsTo('POST', /^\/v1\/checkout\/sessions$/).at(-1)!;
    expect(request.idempotencyKey).toBe(`checkout-${checkout.id}`);
    expect(request.body).toMatchObject({
      mode: 'payment',
      line_items: [{ quantity: '1', price_data: { currency: 'usd', unit_amount: '1299' } }],
      payment_intent_data: { application_fee_amount: '260', transfer_data: { destination: adaAccount } },
      client_reference_id: checkout.id,
      metadata: { checkoutId: checkout.id, listingId, buyerId: buyer.id },
      customer_email: 'buyer-stripe@example.com',
      success_url: `${PUBLIC_URL}/marketplace/purchase/success?checkout=${checkout.id}`,
    });
  });

  it('refuses a forged or unsigned webhook and grants nothing', async () => {
    const [checkout] = await db()
      .select()
      .from(checkouts)
      .where(and(eq(checkouts.buyerId, buyer.id), eq(checkouts.status, 'open')));
    fake.completeSession(checkout!.providerSessionId!);
    const paid = sessionEvent('checkout.session.completed', checkout!.providerSessionId!);
    const forged = fake.sign(paid, { secret: 'whsec_not_the_endpoints' });
    const res = await webhook(forged.body, forged.signature);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ key: 'payment.invalidSignature' });
    expect((await webhook(forged.body)).statusCode).toBe(400);
    // The local provider's header is no Stripe signature.
    const local = await t.app.inject({
      method: 'POST',
      url: '/api/payments/webhooks/stripe',
      headers: { 'content-type': 'application/json', 'payment-signature': forged.signature },
      payload: forged.body,
    });
    expect(local.statusCode).toBe(400);
    // And the local provider's webhook accepts nothing while Stripe is configured.
    const signed = fake.sign(paid);
    const localRoute = await t.app.inject({
      method: 'POST',
      url: '/api/payments/webhooks/local',
      headers: { 'content-type': 'application/json', 'payment-signature': signed.signature },
      payload: signed.body,
    });
    expect(localRoute.statusCode).toBe(400);

    expect(await purchaseOf(buyer)).toBeUndefined();
    expect(await db().select().from(paymentEvents).where(eq(paymentEvents.id, paid.id))).toHaveLength(0);
    expect((await db().select().from(checkouts).where(eq(checkouts.id, checkout!.id)))[0]!.status).toBe(
      'open',
    );
  });

  it('grants once on the signed checkout.session.completed, and a replay changes nothing', async () => {
    const [checkout] = await db()
      .select()
      .from(checkouts)
      .where(and(eq(checkouts.buyerId, buyer.id), eq(checkouts.status, 'open')));
    const session = fake.completeSession(checkout!.providerSessionId!);
    const paid = sessionEvent('checkout.session.completed', checkout!.providerSessionId!);
    const signed = fake.sign(paid);
    expect((await webhook(signed.body, signed.signature)).statusCode).toBe(200);

    expect(await purchaseOf(buyer)).toMatchObject({
      status: 'completed',
      amountCents: 1299,
      provider: 'stripe',
    });
    expect(await purchaseCount()).toBe(1);
    const [sale] = await salesOf(buyer);
    expect(sale).toMatchObject({
      amountCents: 1299,
      feeCents: 260,
      creatorPayoutCents: 1039,
      creatorId: ada.id,
      providerPaymentId: session.payment_intent,
    });

    // The very same delivery again (Stripe retries), then the same event id re-signed later.
    expect((await webhook(signed.body, signed.signature)).statusCode).toBe(200);
    await deliver(paid);
    expect(await purchaseCount()).toBe(1);
    expect(await salesOf(buyer)).toHaveLength(1);
    expect(await db().select().from(paymentEvents).where(eq(paymentEvents.id, paid.id))).toHaveLength(1);
  });

  it('grants once when the async success arrives before completed, or completed comes twice', async () => {
    const checkout = await startCheckout(buyer2);
    const sessionId = checkout.providerSessionId!;
    // A bank debit: completed (unpaid) and async_payment_succeeded, delivered in the wrong order.
    fake.completeSession(sessionId, { paymentStatus: 'unpaid' });
    const completedUnpaid = sessionEvent('checkout.session.completed', sessionId);
    fake.completeSession(sessionId, { paymentStatus: 'paid' });
    const succeeded = sessionEvent('checkout.session.async_payment_succeeded', sessionId);
    await deliver(succeeded);
    expect(await purchaseOf(buyer2)).toMatchObject({ status: 'completed' });
    await deliver(completedUnpaid);
    // A second completed event (another id) for the same session.
    await deliver(sessionEvent('checkout.session.completed', sessionId));
    expect(await purchaseOf(buyer2)).toMatchObject({ status: 'completed' });
    expect(await purchaseCount()).toBe(2);
    expect(await salesOf(buyer2)).toHaveLength(1);
  });

  it('revokes once on charge.refunded, a replay and a second event changing nothing', async () => {
    const [sale] = await salesOf(buyer);
    const refunded = fake.chargeRefunded(sale!.providerPaymentId!);
    await deliver(refunded);
    expect(await purchaseOf(buyer)).toMatchObject({ status: 'refunded' });
    expect((await salesOf(buyer))[0]).toMatchObject({ status: 'refunded' });
    expect(await purchaseCount()).toBe(1);

    await deliver(refunded);
    await deliver(fake.chargeRefunded(sale!.providerPaymentId!));
    expect(await purchaseCount()).toBe(1);
    expect(await purchaseOf(buyer2)).toMatchObject({ status: 'completed' });

    // A partial refund keeps the purchase.
    const [sale2] = await salesOf(buyer2);
    await deliver(fake.chargeRefunded(sale2!.providerPaymentId!, { amountRefunded: 100 }));
    expect(await purchaseOf(buyer2)).toMatchObject({ status: 'completed' });
  });

  it('refunds through Stripe from the purchase history, reversing the transfer and the fee', async () => {
    const purchase = await purchaseOf(buyer2);
    const [sale] = await salesOf(buyer2);
    const res = await buyer2.session.post(`/api/marketplace/purchases/${purchase!.id}/refund`, {});
    expect(res.statusCode, res.body).toBe(200);
    const request = fake.requestsTo('POST', /^\/v1\/refunds$/).at(-1)!;
    expect(request.body).toMatchObject({
      payment_intent: sale!.providerPaymentId,
      reverse_transfer: 'true',
      refund_application_fee: 'true',
    });
    // Ownership ends only with Stripe's charge.refunded.
    await deliver(fake.chargeRefunded(sale!.providerPaymentId!));
    expect(await purchaseOf(buyer2)).toMatchObject({ status: 'refunded' });
  });

  it('a Stripe outage mid-checkout gives the clear message and leaves no open checkout', async () => {
    const before = await db().select().from(checkouts).where(eq(checkouts.buyerId, buyer.id));
    fake.failNext(3, 'drop');
    const res = await buyer.session.post(checkoutUrl(), {});
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({
      key: 'stripe.unavailable',
      message:
        'The payment service is not reachable right now. Nothing was charged. Please try again in a moment.',
    });
    const after = await db().select().from(checkouts).where(eq(checkouts.buyerId, buyer.id));
    expect(after).toHaveLength(before.length);
    expect(after.filter((c) => c.status === 'open')).toHaveLength(0);
    // Stripe back: the same buyer can buy again.
    const checkout = await startCheckout(buyer);
    expect(checkout.status).toBe('open');
  });

  it('closes a checkout left unpaid or whose debit failed, and money arriving later still grants', async () => {
    const dee = await signUp(t, 'dee-stripe@example.com', { ip: '10.81.0.6' });
    const eve = await signUp(t, 'eve-stripe@example.com', { ip: '10.81.0.7' });
    const status = async (id: string) =>
      (await db().select().from(checkouts).where(eq(checkouts.id, id)))[0]!.status;

    const left = await startCheckout(dee);
    await deliver(sessionEvent('checkout.session.expired', left.providerSessionId!));
    expect(await status(left.id)).toBe('expired');
    // Stripe's late success for it (a payment made just before it expired) still grants.
    fake.completeSession(left.providerSessionId!);
    await deliver(sessionEvent('checkout.session.completed', left.providerSessionId!));
    expect(await status(left.id)).toBe('completed');
    expect(await purchaseOf(dee)).toMatchObject({ status: 'completed' });
    // An expiry arriving after the payment changes nothing.
    await deliver(sessionEvent('checkout.session.expired', left.providerSessionId!));
    expect(await status(left.id)).toBe('completed');

    const bounced = await startCheckout(eve);
    fake.completeSession(bounced.providerSessionId!, { paymentStatus: 'unpaid' });
    await deliver(sessionEvent('checkout.session.completed', bounced.providerSessionId!));
    expect(await status(bounced.id)).toBe('open');
    await deliver(sessionEvent('checkout.session.async_payment_failed', bounced.providerSessionId!));
    expect(await status(bounced.id)).toBe('canceled');
    expect(await purchaseOf(eve)).toBeUndefined();
    expect(await salesOf(eve)).toHaveLength(0);
  });

  it('brings payout and subscription events to their handlers', async () => {
    const payout = {
      id: 'po_test_weekly_1',
      object: 'payout',
      amount: 1039,
      currency: 'usd',
      status: 'in_transit',
      arrival_date: Math.floor(Date.now() / 1000) + 86_400,
      failure_message: null,
    };
    await deliver(fake.event('payout.created', payout, { account: adaAccount }));
    await deliver(fake.event('payout.paid', { ...payout, status: 'paid' }, { account: adaAccount }));
    const [row] = await db().select().from(payouts).where(eq(payouts.providerPayoutId, 'po_test_weekly_1'));
    expect(row).toMatchObject({ creatorId: ada.id, provider: 'stripe', status: 'paid', amountCents: 1039 });
    // The platform's own payout (no connected account) is not a creator's.
    await deliver(fake.event('payout.paid', { ...payout, id: 'po_platform', status: 'paid' }));
    expect(await db().select().from(payouts).where(eq(payouts.providerPayoutId, 'po_platform'))).toHaveLength(
      0,
    );

    const provider = new StripePaymentProvider({
      secretKey: fake.secretKey,
      webhookSecret: fake.webhookSecret,
      apiBase: fake.apiBase,
    });
    const checkout = await provider.createSubscriptionCheckout({
      user: { id: bob.id, email: 'bob-stripe@example.com' },
      customerId: null,
      plan: 'standard',
      amountCents: 999,
      currency: 'usd',
      trialDays: 14,
      successUrl: `${PUBLIC_URL}/settings?tab=subscription`,
      cancelUrl: `${PUBLIC_URL}/pricing`,
    });
    const session = fake.completeSession(checkout.providerSessionId);
    const subscription = fake.object(session.subscription as string)!;
    await deliver(fake.event('customer.subscription.created', subscription));
    const [sub] = await db().select().from(subscriptions).where(eq(subscriptions.userId, bob.id));
    expect(sub).toMatchObject({
      provider: 'stripe',
      subscriptionId: subscription.id,
      status: 'trialing',
      cancelAtPeriodEnd: false,
    });
  });

  it('answers Stripe webhook bodies that are not events, and unknown event types, without harm', async () => {
    const junk = fake.sign({ nope: true } as unknown as FakeStripeEvent);
    const res = await webhook(junk.body, junk.signature);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ key: 'payment.invalidEvent' });
    await deliver(fake.event('customer.created', { id: 'cus_x', object: 'customer' }));
  });
});

describe('the Stripe webhook without Stripe configured', () => {
  it('accepts nothing and stores nothing', async () => {
    const local = await createTestApp({ jobs: false });
    try {
      const event = fake.event('account.updated', { id: 'acct_x', object: 'account' });
      const { body, signature } = fake.sign(event);
      const res = await local.app.inject({
        method: 'POST',
        url: '/api/payments/webhooks/stripe',
        headers: { 'content-type': 'application/json', 'stripe-signature': signature },
        payload: body,
      });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ key: 'stripe.notConfigured' });
      expect(await local.database.db.select().from(paymentEvents)).toHaveLength(0);
    } finally {
      await local.close();
    }
  });
});
