import { randomUUID } from 'node:crypto';
import {
  DEFAULT_MARKETPLACE_NOTIFICATIONS,
  DEFAULT_MARKETPLACE_PRIVACY,
  type MarketplaceSettings,
} from '@shared/contracts/marketplace-settings';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  checkouts,
  creatorProfiles,
  listings,
  marketplaceSettings,
  paymentAccounts,
  transactions,
} from '../../db/schema';
import { LocalPaymentProvider } from '../../payments/local-provider';
import { signUp, type SignedUpUser } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/test-app';
// biome-ignore lint/style/noRestrictedImports: test set-up only; the marketplace's test kit is not part of its public surface on purpose.
import { readyPaymentAccount, seedListing } from '../marketplace/marketplace-test-kit';

/**
 * Marketplace settings over the real API (platform.md §3, §4, §5, §6): the defaults, the payout
 * minimum's bounds, switches merged one at a time, the unverified refused, the onboarding
 * checklist and the creator stats following what the database holds, and the payment provider
 * told the new payout schedule (its refusal saves nothing).
 */
let t: TestApp;
let ada: SignedUpUser;
let bob: SignedUpUser;
let unverified: SignedUpUser;
let buyer: SignedUpUser;

beforeAll(async () => {
  t = await createTestApp({ jobs: false });
  ada = await signUp(t, 'ada-mps@example.com', { ip: '10.84.0.1' });
  bob = await signUp(t, 'bob-mps@example.com', { ip: '10.84.0.2' });
  unverified = await signUp(t, 'new-mps@example.com', { ip: '10.84.0.3', verified: false });
  buyer = await signUp(t, 'buyer-mps@example.com', { ip: '10.84.0.4' });
}, 180_000);
afterAll(() => t?.close());
afterEach(() => vi.restoreAllMocks());

const db = () => t.database.db;
const URL = '/api/marketplace/settings';

/** HttpSession speaks GET, POST and DELETE; the settings' changes are PUT and PATCH. */
const send = (
  who: SignedUpUser | null,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH',
  url: string,
  body?: unknown,
) =>
  t.app.inject({
    method,
    url,
    remoteAddress: '10.84.1.1',
    headers: {
      origin: t.env.PUBLIC_URL,
      'sec-fetch-site': 'same-origin',
      ...(who ? { cookie: who.cookie } : {}),
    },
    ...(body !== undefined ? { payload: body as Record<string, unknown> } : {}),
  });

const settingsOf = async (who: SignedUpUser): Promise<MarketplaceSettings> => {
  const res = await send(who, 'GET', URL);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const settingsRow = async (userId: string) =>
  (await db().select().from(marketplaceSettings).where(eq(marketplaceSettings.userId, userId)))[0];

describe('reading marketplace settings', () => {
  it('answers the defaults of platform.md §3 and §5 to a new user, without writing a row', async () => {
    const res = await send(ada, 'GET', URL);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toEqual({
      payoutPreferences: { frequency: 'weekly', minimumAmount: 25, autoPayoutEnabled: true },
      notifications: DEFAULT_MARKETPLACE_NOTIFICATIONS,
      privacy: DEFAULT_MARKETPLACE_PRIVACY,
      onboarding: {
        profileCompleted: false,
        stripeConnected: false,
        payoutMethodSetup: false,
        termsAccepted: false,
        firstRecipePublished: false,
      },
      termsAcceptedAt: null,
      stats: { publishedRecipes: 0, totalSales: 0, totalEarnings: 0 },
      isCreator: false,
    });
    expect(await settingsRow(ada.id)).toBeUndefined();
  });

  it('refuses an unverified e-mail (platform.md §6) and a visitor, reading and writing alike', async () => {
    for (const [method, url, body] of [
      ['GET', URL, undefined],
      ['PUT', `${URL}/payout`, { frequency: 'monthly', minimumAmount: 50, autoPayoutEnabled: true }],
      ['PATCH', `${URL}/notifications`, { salesAlerts: false }],
      ['PATCH', `${URL}/privacy`, { showEarnings: true }],
      ['POST', `${URL}/terms`, {}],
    ] as const) {
      const refused = await send(unverified, method, url, body);
      expect(refused.statusCode, `${method} ${url}`).toBe(403);
      expect(refused.json()).toMatchObject({
        key: 'auth.verificationRequired',
        message: 'Please verify your email address to continue.',
      });
      const visitor = await send(null, method, url, body);
      expect(visitor.statusCode, `${method} ${url}`).toBe(401);
    }
    expect(await settingsRow(unverified.id)).toBeUndefined();
  });
});

describe('payout preferences', () => {
  const payout = (minimumAmount: unknown, extra: Record<string, unknown> = {}) =>
    send(bob, 'PUT', `${URL}/payout`, {
      frequency: 'monthly',
      minimumAmount,
      autoPayoutEnabled: false,
      ...extra,
    });

  it('takes a minimum of 1 to 1000 whole dollars (platform.md §5) and nothing else', async () => {
    for (const bad of [0, 1001, -5, 12.5, '25', null]) {
      const res = await payout(bad);
      expect(res.statusCode, String(bad)).toBe(400);
      expect(res.json().message, String(bad)).toContain(
        'Minimum payout must be a whole number of dollars from 1 to 1000',
      );
    }
    expect(await settingsRow(bob.id)).toBeUndefined();

    const low = await payout(1);
    expect(low.statusCode, low.body).toBe(200);
    expect(low.json().payoutPreferences).toEqual({
      frequency: 'monthly',
      minimumAmount: 1,
      autoPayoutEnabled: false,
    });
    const high = await payout(1000);
    expect(high.statusCode, high.body).toBe(200);
    expect(high.json().payoutPreferences.minimumAmount).toBe(1000);
    // Kept in cents; the first write made the row with the other settings' defaults.
    expect(await settingsRow(bob.id)).toMatchObject({
      payoutFrequency: 'monthly',
      payoutMinimumCents: 100_000,
      autoPayoutEnabled: false,
      notifications: DEFAULT_MARKETPLACE_NOTIFICATIONS,
      privacy: DEFAULT_MARKETPLACE_PRIVACY,
    });
    expect((await settingsOf(bob)).payoutPreferences.minimumAmount).toBe(1000);
  });

  it('refuses another frequency, a missing field or a field of the server’s own', async () => {
    for (const body of [
      { frequency: 'daily', minimumAmount: 25, autoPayoutEnabled: true },
      { frequency: 'weekly', minimumAmount: 25 },
      { frequency: 'weekly', minimumAmount: 25, autoPayoutEnabled: true, stats: { totalEarnings: 1 } },
    ]) {
      const res = await send(bob, 'PUT', `${URL}/payout`, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await settingsOf(bob)).payoutPreferences.frequency).toBe('monthly');
  });

  it('sends no schedule anywhere for a user without a payment account', async () => {
    const spy = vi.spyOn(LocalPaymentProvider.prototype, 'updatePayoutSchedule');
    const res = await send(buyer, 'PUT', `${URL}/payout`, {
      frequency: 'manual',
      minimumAmount: 40,
      autoPayoutEnabled: true,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(spy).not.toHaveBeenCalled();
  });

  it("tells the payment provider a creator's new schedule, and saves nothing when it refuses", async () => {
    const creator = await signUp(t, 'payout-mps@example.com', { ip: '10.84.0.5' });
    await readyPaymentAccount(db(), creator.id);
    const spy = vi.spyOn(LocalPaymentProvider.prototype, 'updatePayoutSchedule');

    const saved = await send(creator, 'PUT', `${URL}/payout`, {
      frequency: 'monthly',
      minimumAmount: 100,
      autoPayoutEnabled: true,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(spy).toHaveBeenCalledExactlyOnceWith(`acct_local_${creator.id}`, 'monthly');

    spy.mockRejectedValueOnce(new Error('provider down'));
    const refused = await send(creator, 'PUT', `${URL}/payout`, {
      frequency: 'manual',
      minimumAmount: 500,
      autoPayoutEnabled: false,
    });
    expect(refused.statusCode).toBe(502);
    expect(refused.json()).toMatchObject({
      key: 'marketplace.settings.payoutUpdateFailed',
      message: 'Failed to update payout settings',
    });
    expect(refused.body).not.toContain('provider down');
    expect(spy).toHaveBeenLastCalledWith(`acct_local_${creator.id}`, 'manual');
    expect((await settingsOf(creator)).payoutPreferences).toEqual({
      frequency: 'monthly',
      minimumAmount: 100,
      autoPayoutEnabled: true,
    });
  });
});

describe('notifications and privacy', () => {
  it('merges each switch into the saved ones, so quick flips never undo each other', async () => {
    const first = await send(ada, 'PATCH', `${URL}/notifications`, { salesAlerts: false });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().notifications).toEqual({ ...DEFAULT_MARKETPLACE_NOTIFICATIONS, salesAlerts: false });
    // Two at once, each naming only its own switch: both stay.
    const [a, b] = await Promise.all([
      send(ada, 'PATCH', `${URL}/notifications`, { lowBalanceAlerts: true }),
      send(ada, 'PATCH', `${URL}/notifications`, { marketplaceUpdates: true }),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect((await settingsOf(ada)).notifications).toEqual({
      salesAlerts: false,
      payoutNotifications: true,
      reviewNotifications: true,
      marketplaceUpdates: true,
      lowBalanceAlerts: true,
    });
  });

  it('saves the privacy switches the public profile obeys, one or several at a time', async () => {
    const res = await send(ada, 'PATCH', `${URL}/privacy`, { publicProfile: false, showEarnings: true });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().privacy).toEqual({
      ...DEFAULT_MARKETPLACE_PRIVACY,
      publicProfile: false,
      showEarnings: true,
    });
    await send(ada, 'PATCH', `${URL}/privacy`, { showRecentActivity: false });
    expect((await settingsOf(ada)).privacy).toEqual({
      publicProfile: false,
      showEarnings: true,
      showSalesCount: true,
      showRecentActivity: false,
    });
    // The notifications saved before are untouched.
    expect((await settingsOf(ada)).notifications.salesAlerts).toBe(false);
  });

  it('refuses an empty change, an unknown switch and a value that is not a boolean', async () => {
    for (const [path, body] of [
      ['notifications', {}],
      ['notifications', { salesAlerts: 'yes' }],
      ['notifications', { termsAccepted: true }],
      ['privacy', {}],
      ['privacy', { publicProfile: 1 }],
      ['privacy', { profileCompleted: true }],
    ] as const) {
      const res = await send(ada, 'PATCH', `${URL}/${path}`, body);
      expect(res.statusCode, `${path} ${JSON.stringify(body)}`).toBe(400);
    }
    expect((await settingsOf(ada)).onboarding.termsAccepted).toBe(false);
  });
});

describe('the onboarding checklist and the creator stats', () => {
  it('follow the profile, the payment account, the listings and the terms as they really are', async () => {
    const creator = await signUp(t, 'checklist-mps@example.com', { ip: '10.84.0.6' });
    const steps = async () => (await settingsOf(creator)).onboarding;
    expect(Object.values(await steps())).toEqual([false, false, false, false, false]);

    // A draft does not count, but it makes a creator profile (with a name, no bio yet).
    await seedListing(db(), { creatorId: creator.id, status: 'draft' });
    let view = await settingsOf(creator);
    expect(view.isCreator).toBe(true);
    expect(view.onboarding).toMatchObject({ profileCompleted: false, firstRecipePublished: false });
    expect(view.stats.publishedRecipes).toBe(0);

    await db()
      .update(creatorProfiles)
      .set({ bio: 'I write planning recipes.' })
      .where(eq(creatorProfiles.userId, creator.id));
    expect((await steps()).profileCompleted).toBe(true);
    await db()
      .update(creatorProfiles)
      .set({ displayName: '  ' })
      .where(eq(creatorProfiles.userId, creator.id));
    expect((await steps()).profileCompleted).toBe(false);
    await db()
      .update(creatorProfiles)
      .set({ displayName: 'Checklist Creator' })
      .where(eq(creatorProfiles.userId, creator.id));

    // An account that may take payments but whose payouts are not enabled yet.
    await db()
      .insert(paymentAccounts)
      .values({
        userId: creator.id,
        provider: 'local',
        accountId: `acct_local_${creator.id}`,
        chargesEnabled: true,
        payoutsEnabled: false,
        detailsSubmitted: true,
      });
    expect(await steps()).toMatchObject({ stripeConnected: true, payoutMethodSetup: false });
    await readyPaymentAccount(db(), creator.id);
    expect(await steps()).toMatchObject({ stripeConnected: true, payoutMethodSetup: true });

    const published = await seedListing(db(), { creatorId: creator.id, status: 'published' });
    view = await settingsOf(creator);
    expect(view.onboarding.firstRecipePublished).toBe(true);
    expect(view.stats.publishedRecipes).toBe(1);

    const accepted = await send(creator, 'POST', `${URL}/terms`);
    expect(accepted.statusCode, accepted.body).toBe(200);
    const firstTime = accepted.json().termsAcceptedAt as string;
    expect(Date.parse(firstTime)).not.toBeNaN();
    expect(accepted.json().onboarding).toEqual({
      profileCompleted: true,
      stripeConnected: true,
      payoutMethodSetup: true,
      termsAccepted: true,
      firstRecipePublished: true,
    });
    // Accepting again keeps the first acceptance's time.
    const again = await send(creator, 'POST', `${URL}/terms`);
    expect(again.json().termsAcceptedAt).toBe(firstTime);

    // The checklist reads the state again each time: an account that lost its charges, a
    // listing deleted, undo their steps.
    await db()
      .update(paymentAccounts)
      .set({ chargesEnabled: false })
      .where(eq(paymentAccounts.userId, creator.id));
    await db().update(listings).set({ deletedAt: new Date() }).where(eq(listings.id, published.id));
    view = await settingsOf(creator);
    expect(view.onboarding).toMatchObject({ stripeConnected: false, firstRecipePublished: false });
    expect(view.stats.publishedRecipes).toBe(0);
  });

  it('count completed sales and the creator’s share of them, not refunds nor anyone else’s', async () => {
    const creator = await signUp(t, 'stats-mps@example.com', { ip: '10.84.0.7' });
    const other = await signUp(t, 'other-mps@example.com', { ip: '10.84.0.8' });
    const listing = await seedListing(db(), { creatorId: creator.id, priceCents: 999 });
    const elsewhere = await seedListing(db(), { creatorId: other.id, priceCents: 999 });
    const sale = async (
      listingId: string,
      creatorId: string,
      creatorPayoutCents: number,
      status: 'completed' | 'refunded' = 'completed',
    ) => {
      const checkoutId = randomUUID();
      await db()
        .insert(checkouts)
        .values({
          id: checkoutId,
          listingId,
          buyerId: buyer.id,
          amountCents: 999,
          feeCents: 999 - creatorPayoutCents,
          provider: 'local',
          status: 'completed',
        });
      await db()
        .insert(transactions)
        .values({
          id: randomUUID(),
          checkoutId,
          listingId,
          listingTitle: 'Weekly Review Ritual',
          creatorId,
          buyerId: buyer.id,
          amountCents: 999,
          feeCents: 999 - creatorPayoutCents,
          creatorPayoutCents,
          status,
          provider: 'local',
          refundedAt: status === 'refunded' ? new Date() : null,
        });
    };
    await sale(listing.id, creator.id, 799);
    await sale(listing.id, creator.id, 800);
    await sale(listing.id, creator.id, 799, 'refunded');
    await sale(elsewhere.id, other.id, 799);

    expect((await settingsOf(creator)).stats).toEqual({
      publishedRecipes: 1,
      totalSales: 2,
      totalEarnings: 1599,
    });
    expect((await settingsOf(other)).stats).toEqual({
      publishedRecipes: 1,
      totalSales: 1,
      totalEarnings: 799,
    });
    // The buyer bought, but sold nothing.
    expect((await settingsOf(buyer)).stats).toEqual({ publishedRecipes: 0, totalSales: 0, totalEarnings: 0 });
  });
});
