import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderErrorText } from '@shared/errors/error-table';
import { paymentAccounts, paymentEvents } from '../../db/schema';
import {
  accountUpdatedEvent,
  LOCAL_SIGNATURE_HEADER,
  LocalPaymentProvider,
  localWebhookSecret,
} from '../../payments/local-provider';
import { canTakePayments } from '../../payments/payment-accounts';
import { signatureHeader } from '../../payments/webhook-signature';
import { signUp, type SignedUpUser } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/test-app';
import { SAMPLE_RECIPE, seedListing } from './marketplace-test-kit';

/**
 * A creator's payment account with the local test provider over the real API: created once, its
 * onboarding link, 'Complete test onboarding' delivering a signed `account.updated` by real HTTP,
 * and what the stored flags let the creator do (publish a paid listing, be bought from).
 */
let t: TestApp;
let ada: SignedUpUser;
let bob: SignedUpUser;
let buyer: SignedUpUser;

beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_URL: 'http://localhost:3979' }, jobs: false });
  // 'Complete test onboarding' delivers its webhook by real HTTP to this app: it must listen.
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  ada = await signUp(t, 'ada-onboarding@example.com', { ip: '10.73.0.1' });
  bob = await signUp(t, 'bob-onboarding@example.com', { ip: '10.73.0.2' });
  buyer = await signUp(t, 'buyer-onboarding@example.com', { ip: '10.73.0.3' });
}, 180_000);
afterAll(() => t?.close());

const db = () => t.database.db;
const status = async (who: SignedUpUser) => {
  const res = await who.session.get('/api/payments/account-status');
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const accountRow = async (userId: string) =>
  (await db().select().from(paymentAccounts).where(eq(paymentAccounts.userId, userId)))[0];
const webhook = (body: string, signature: string | undefined) =>
  t.app.inject({
    method: 'POST',
    url: '/api/payments/webhooks/local',
    headers: {
      'content-type': 'application/json',
      ...(signature ? { [LOCAL_SIGNATURE_HEADER]: signature } : {}),
    },
    payload: body,
  });
const galleryRecipe = async (who: SignedUpUser) => {
  const res = await who.session.post('/api/recipes', {
    title: 'Weekly Review Ritual',
    description: 'A paid one',
    content: SAMPLE_RECIPE,
    tags: ['planning'],
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as string;
};

describe('a creator payment account with the local test provider', () => {
  it('goes from none to created (not ready) to ready through the signed webhook, once', async () => {
    const recipeId = await galleryRecipe(ada);
    expect(await status(ada)).toEqual({
      hasAccount: false,
      onboardingCompleted: false,
      payoutEnabled: false,
    });

    // No account: no link, and a paid publish is refused with nothing saved.
    const early = await ada.session.post('/api/payments/account/onboarding-link');
    expect(early.statusCode).toBe(404);
    expect(early.json()).toMatchObject({ key: 'onboarding.noAccount' });
    const refused = await ada.session.post('/api/marketplace/listings', { recipeId, priceCents: 499 });
    expect(refused.statusCode, refused.body).toBe(403);
    expect(refused.json()).toMatchObject({ key: 'listing.paymentAccountRequired' });

    const created = await ada.session.post('/api/payments/account');
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json()).toEqual({
      created: true,
      status: { hasAccount: true, onboardingCompleted: false, payoutEnabled: false },
    });
    const row = await accountRow(ada.id);
    expect(row).toMatchObject({
      provider: 'local',
      chargesEnabled: false,
      payoutsEnabled: false,
      detailsSubmitted: false,
    });
    expect(row!.accountId).toMatch(/^acct_local_[0-9a-f]{32}$/);

    // A second call answers the same account; none is made twice.
    const again = await ada.session.post('/api/payments/account');
    expect(again.json()).toMatchObject({ created: false, status: { hasAccount: true } });
    expect((await accountRow(ada.id))!.accountId).toBe(row!.accountId);

    // Created but not onboarded: still no paid publish, and the provider reads it as not ready.
    expect(await canTakePayments(db(), ada.id)).toBe(false);
    expect(
      (await ada.session.post('/api/marketplace/listings', { recipeId, priceCents: 499 })).statusCode,
    ).toBe(403);
    const provider = new LocalPaymentProvider(t.env.AUTH_SECRET, db());
    expect(await provider.readAccountStatus(row!.accountId)).toEqual({
      hasAccount: true,
      onboardingCompleted: false,
      payoutEnabled: false,
      chargesEnabled: false,
    });

    const link = await ada.session.post('/api/payments/account/onboarding-link');
    expect(link.statusCode, link.body).toBe(200);
    expect(link.headers['cache-control']).toBe('no-store');
    expect(link.json()).toEqual({ url: `/creator/onboarding/test/${row!.accountId}` });

    // Someone else cannot complete Ada's onboarding: it reads like no such account.
    const foreign = await bob.session.post(`/api/payments/local/accounts/${row!.accountId}/complete`);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({ key: 'onboarding.accountNotFound' });
    expect((await accountRow(ada.id))!.chargesEnabled).toBe(false);

    const eventsBefore = (await db().select().from(paymentEvents)).length;
    const complete = await ada.session.post(`/api/payments/local/accounts/${row!.accountId}/complete`);
    expect(complete.statusCode, complete.body).toBe(200);
    expect(complete.json()).toEqual({ redirectTo: '/creator/onboarding/success' });
    // The flags came by one recorded webhook event, not by the call itself.
    const events = await db().select().from(paymentEvents);
    expect(events.length).toBe(eventsBefore + 1);
    expect(events.some((e) => e.type === 'account.updated' && e.provider === 'local')).toBe(true);

    expect(await status(ada)).toEqual({ hasAccount: true, onboardingCompleted: true, payoutEnabled: true });
    expect(await provider.readAccountStatus(row!.accountId)).toMatchObject({ chargesEnabled: true });
    const published = await ada.session.post('/api/marketplace/listings', { recipeId, priceCents: 499 });
    expect(published.statusCode, published.body).toBe(201);
  });

  it('refuses a forged or stale account event and ignores a replay', async () => {
    const created = await bob.session.post('/api/payments/account');
    expect(created.json()).toMatchObject({ created: true });
    const { accountId } = (await accountRow(bob.id))!;
    const ready = accountUpdatedEvent({
      accountId,
      chargesEnabled: true,
      payoutsEnabled: true,
      detailsSubmitted: true,
    });
    const body = JSON.stringify(ready);

    const forged = await webhook(
      body,
      signatureHeader(localWebhookSecret('another-secret-entirely-xx'), body),
    );
    expect(forged.statusCode).toBe(400);
    expect(forged.json()).toMatchObject({ key: 'payment.invalidSignature' });
    const stale = await webhook(
      body,
      signatureHeader(localWebhookSecret(t.env.AUTH_SECRET), body, new Date(Date.now() - 3_600_000)),
    );
    expect(stale.statusCode).toBe(400);
    expect(await webhook(body, undefined)).toMatchObject({ statusCode: 400 });
    expect((await accountRow(bob.id))!.chargesEnabled).toBe(false);

    const provider = new LocalPaymentProvider(t.env.AUTH_SECRET);
    const signed = provider.signedEvent(ready);
    expect((await webhook(signed.body, signed.signature)).statusCode).toBe(200);
    expect(await accountRow(bob.id)).toMatchObject({
      chargesEnabled: true,
      payoutsEnabled: true,
      detailsSubmitted: true,
    });

    // A later event turns charges off; replaying the earlier 'ready' one changes nothing.
    const paused = provider.signedEvent(
      accountUpdatedEvent({
        accountId,
        chargesEnabled: false,
        payoutsEnabled: false,
        detailsSubmitted: true,
      }),
    );
    expect((await webhook(paused.body, paused.signature)).statusCode).toBe(200);
    const replay = await webhook(signed.body, signed.signature);
    expect(replay.statusCode).toBe(200);
    expect(await accountRow(bob.id)).toMatchObject({ chargesEnabled: false, payoutsEnabled: false });
    expect(
      (
        await db()
          .select()
          .from(paymentEvents)
          .where(eq(paymentEvents.id, ready.id as string))
      ).length,
    ).toBe(1);

    // An account that is not ours is recorded and ignored.
    const stray = provider.signedEvent(
      accountUpdatedEvent({
        accountId: 'acct_elsewhere',
        chargesEnabled: true,
        payoutsEnabled: true,
        detailsSubmitted: true,
      }),
    );
    expect((await webhook(stray.body, stray.signature)).statusCode).toBe(200);
    expect(await accountRow(bob.id)).toMatchObject({ chargesEnabled: false });
  });

  it("refuses a checkout while the creator's account is not ready, and opens it once it is", async () => {
    const carol = await signUp(t, 'carol-onboarding@example.com', { ip: '10.73.0.4' });
    // Seeded as published directly: the account turns not ready after publishing (paused by the provider).
    const listing = await seedListing(db(), { creatorId: carol.id, priceCents: 799 });
    const checkoutUrl = `/api/marketplace/listings/${listing.id}/checkout`;
    const none = await buyer.session.post(checkoutUrl, {});
    expect(none.statusCode).toBe(503);
    expect(none.json()).toMatchObject({ key: 'purchase.creatorCannotTakePayments' });

    await carol.session.post('/api/payments/account');
    const notReady = await buyer.session.post(checkoutUrl, {});
    expect(notReady.statusCode).toBe(503);
    expect(notReady.json()).toMatchObject({ key: 'purchase.creatorCannotTakePayments' });

    const { accountId } = (await accountRow(carol.id))!;
    expect((await carol.session.post(`/api/payments/local/accounts/${accountId}/complete`)).statusCode).toBe(
      200,
    );
    const open = await buyer.session.post(checkoutUrl, {});
    expect(open.statusCode, open.body).toBe(201);
  });

  it('answers the §8 texts and refuses the unverified and visitors', async () => {
    expect(renderErrorText('onboarding.createAccountFailed')).toBe('Failed to create Stripe account');
    expect(renderErrorText('onboarding.createLinkFailed')).toBe('Failed to create onboarding link');
    expect(renderErrorText('onboarding.providerUnavailable')).toBe('Failed to set up Stripe Connect');
    const visitor = await t.app.inject({ method: 'POST', url: '/api/payments/account' });
    expect(visitor.statusCode).toBe(401);
    expect(
      await db().select().from(paymentAccounts).where(eq(paymentAccounts.userId, 'nobody')),
    ).toHaveLength(0);
    // A malformed account id is a validation error, not a lookup.
    const bad = await ada.session.post('/api/payments/local/accounts/%3Cscript%3E/complete');
    expect(bad.statusCode).toBe(400);
  });
});
