import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreatorAnalytics } from '@shared/contracts/creator-analytics';
import { listings, marketplaceSettings, payouts, transactions } from '../../db/schema';
import { signUp, type SignedUpUser } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/test-app';
// biome-ignore lint/style/noRestrictedImports: the marketplace's test set-up (listings, accounts), not its code.
import { readyPaymentAccount, seedListing } from '../marketplace/marketplace-test-kit';
import { creatorAnalytics } from './analytics.service';
import { seedSale } from './creator-sales-test-kit';
import { SettledSalesCache } from './settled-sales-cache';

/**
 * Creator analytics over the real API and the service at a fixed time: the four cards from the
 * ledger (refunded sales left out, the month and the pending window at their exact boundaries),
 * Recipe Performance per listing with its conversion, the zero-filled daily series, a real sale
 * through the local provider showing up, and the payout history paged newest first.
 */
let t: TestApp;
let ada: SignedUpUser;
let buyer: SignedUpUser;
let stranger: SignedUpUser;

beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_URL: 'http://localhost:3985' }, jobs: false });
  // The local provider's paid event reaches the app by real HTTP: it must listen.
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  ada = await signUp(t, 'ada-analytics@example.com', { ip: '10.85.0.1' });
  buyer = await signUp(t, 'buyer-analytics@example.com', { ip: '10.85.0.2' });
  stranger = await signUp(t, 'stranger-analytics@example.com', { ip: '10.85.0.3' });
}, 180_000);
afterAll(() => t?.close());

const db = () => t.database.db;
const at = (iso: string) => new Date(iso);
const analytics = async (who: SignedUpUser): Promise<CreatorAnalytics> => {
  const res = await who.session.get('/api/creator/analytics');
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['cache-control']).toBe('no-store');
  return res.json();
};

describe('GET /api/creator/analytics', () => {
  it('answers zeros, not an error, for a user who never sold', async () => {
    const body = await analytics(stranger);
    expect(body.summary).toMatchObject({
      totalEarningsCents: 0,
      monthToDateCents: 0,
      pendingCents: 0,
      totalSales: 0,
      payoutFrequency: 'weekly',
      autoPayoutEnabled: true,
      payoutMinimumCents: 2500,
      payoutsEnabled: false,
      currency: 'USD',
    });
    expect(body.summary.nextPayout?.days).toBe(7 - ((new Date().getUTCDay() + 6) % 7));
    expect(body.performance).toEqual([]);
    expect(body.series).toHaveLength(30);
    expect(body.series.every((p) => p.sales === 0 && p.earningsCents === 0)).toBe(true);
    expect(body.series.at(-1)?.date).toBe(new Date().toISOString().slice(0, 10));
  });

  it('is closed to signed-out callers', async () => {
    expect((await t.session('10.85.0.9').get('/api/creator/analytics')).statusCode).toBe(401);
    expect((await t.session('10.85.0.9').get('/api/creator/payouts')).statusCode).toBe(401);
  });

  it('computes the cards, performance and series from the ledger at a fixed time', async () => {
    const creator = await signUp(t, 'cards-analytics@example.com', { ip: '10.85.0.4' });
    const best = await seedListing(db(), { creatorId: creator.id, title: 'Best seller', priceCents: 1000 });
    const old = await seedListing(db(), { creatorId: creator.id, title: 'Old one', priceCents: 375 });
    const unsold = await seedListing(db(), { creatorId: creator.id, title: 'Unsold', priceCents: 499 });
    const gone = await seedListing(db(), { creatorId: creator.id, title: 'Deleted, sold' });
    const goneUnsold = await seedListing(db(), { creatorId: creator.id, title: 'Deleted, unsold' });
    await db()
      .update(listings)
      .set({ viewCount: 10, ratingAverage: 4.5, ratingCount: 2 })
      .where(eq(listings.id, best.id));
    await db().update(listings).set({ viewCount: 4 }).where(eq(listings.id, unsold.id));
    await db()
      .update(listings)
      .set({ deletedAt: at('2026-11-01T00:00:00Z') })
      .where(eq(listings.id, gone.id));
    await db()
      .update(listings)
      .set({ deletedAt: at('2026-11-01T00:00:00Z') })
      .where(eq(listings.id, goneUnsold.id));
    const sale = (listingId: string, payoutCents: number, iso: string, status?: 'refunded') =>
      seedSale(db(), {
        listingId,
        creatorId: creator.id,
        buyerId: buyer.id,
        payoutCents,
        createdAt: at(iso),
        status,
      });
    // Now is Wednesday 2 December 2026, 10:00 UTC: the month began on the 1st at 00:00, the
    // pending window began on 25 November at 10:00, the series runs from 3 November.
    const now = at('2026-12-02T10:00:00Z');
    await sale(best.id, 800, '2026-11-30T23:59:59.999Z'); // last month, pending
    await sale(best.id, 500, '2026-12-01T00:00:00Z'); // this month, pending
    await sale(best.id, 1000, '2026-11-20T08:00:00Z'); // last month, out of the window
    await sale(best.id, 2000, '2026-12-01T12:00:00Z', 'refunded'); // never counted
    await sale(old.id, 300, '2026-10-01T00:00:00Z'); // before the series
    await sale(old.id, 250, '2026-11-25T10:00:00Z'); // exactly the window's start: not pending
    await sale(gone.id, 100, '2026-11-03T00:00:00Z'); // the series' first day

    const result = await creatorAnalytics(db(), creator.id, now);
    expect(result.summary).toEqual({
      totalEarningsCents: 800 + 500 + 1000 + 300 + 250 + 100,
      monthToDateCents: 500,
      pendingCents: 800 + 500,
      totalSales: 6,
      nextPayout: { date: '2026-12-07', days: 5 },
      payoutsEnabled: false,
      payoutFrequency: 'weekly',
      autoPayoutEnabled: true,
      payoutMinimumCents: 2500,
      currency: 'USD',
    });
    expect(result.performance).toEqual([
      {
        listingId: best.id,
        title: 'Best seller',
        status: 'published',
        priceCents: 1000,
        views: 10,
        sales: 3,
        revenueCents: 2300,
        ratingAverage: 4.5,
        ratingCount: 2,
        conversionRate: 0.3,
      },
      expect.objectContaining({
        listingId: old.id,
        sales: 2,
        revenueCents: 550,
        views: 0,
        conversionRate: null,
      }),
      expect.objectContaining({ listingId: gone.id, status: 'deleted', sales: 1, revenueCents: 100 }),
      expect.objectContaining({
        listingId: unsold.id,
        sales: 0,
        revenueCents: 0,
        views: 4,
        conversionRate: 0,
      }),
    ]);
    expect(result.series).toHaveLength(30);
    expect(result.series[0]).toEqual({ date: '2026-11-03', earningsCents: 100, sales: 1 });
    expect(result.series.at(-1)).toEqual({ date: '2026-12-02', earningsCents: 0, sales: 0 });
    const day = (date: string) => result.series.find((p) => p.date === date);
    expect(day('2026-11-20')).toEqual({ date: '2026-11-20', earningsCents: 1000, sales: 1 });
    expect(day('2026-11-30')).toEqual({ date: '2026-11-30', earningsCents: 800, sales: 1 });
    expect(day('2026-12-01')).toEqual({ date: '2026-12-01', earningsCents: 500, sales: 1 });
    expect(result.series.reduce((n, p) => n + p.sales, 0)).toBe(5);

    // The next payout follows the creator's schedule: monthly on the 1st, manual never.
    await db()
      .insert(marketplaceSettings)
      .values({
        userId: creator.id,
        payoutFrequency: 'monthly',
        notifications: {
          salesAlerts: true,
          payoutNotifications: true,
          reviewNotifications: true,
          marketplaceUpdates: false,
          lowBalanceAlerts: false,
        },
        privacy: { publicProfile: true, showEarnings: false, showSalesCount: true, showRecentActivity: true },
      });
    expect((await creatorAnalytics(db(), creator.id, now)).summary).toMatchObject({
      nextPayout: { date: '2027-01-01', days: 30 },
      payoutFrequency: 'monthly',
    });
    await db()
      .update(marketplaceSettings)
      .set({ payoutFrequency: 'manual' })
      .where(eq(marketplaceSettings.userId, creator.id));
    expect((await creatorAnalytics(db(), creator.id, now)).summary.nextPayout).toBeNull();

    // Sales before the settled instant (40 days before today) are summed once and kept: a second
    // view with the same cache reads only the recent ones, and agrees.
    const cache = new SettledSalesCache();
    expect(await creatorAnalytics(db(), creator.id, now, cache)).toEqual(
      await creatorAnalytics(db(), creator.id, now),
    );
    await sale(old.id, 700, '2026-09-01T00:00:00Z');
    expect((await creatorAnalytics(db(), creator.id, now, cache)).summary.totalSales).toBe(6);
    expect((await creatorAnalytics(db(), creator.id, now)).summary.totalSales).toBe(7);

    // On the 1st at 00:00 the month to date starts again from that instant.
    const monthStart = await creatorAnalytics(db(), creator.id, at('2026-12-01T00:00:00Z'));
    expect(monthStart.summary.monthToDateCents).toBe(500);

    // Another creator's figures are their own.
    expect((await analytics(stranger)).summary.totalSales).toBe(0);
  });

  it('shows a real sale through the local provider at once', async () => {
    await readyPaymentAccount(db(), ada.id);
    const listing = await seedListing(db(), {
      creatorId: ada.id,
      title: 'Bought for real',
      priceCents: 1299,
    });
    const checkout = await buyer.session.post(`/api/marketplace/listings/${listing.id}/checkout`, {});
    expect(checkout.statusCode, checkout.body).toBe(201);
    const checkoutId = /\/marketplace\/checkout\/test\/([^/?#]+)$/.exec(checkout.json().url)![1]!;
    const pay = await buyer.session.post(`/api/payments/local/checkouts/${checkoutId}/pay`);
    expect(pay.statusCode, pay.body).toBe(200);
    const [row] = await db().select().from(transactions).where(eq(transactions.listingId, listing.id));
    expect(row).toMatchObject({ status: 'completed', amountCents: 1299 });

    const body = await analytics(ada);
    expect(body.summary).toMatchObject({
      payoutsEnabled: true,
      totalEarningsCents: row!.creatorPayoutCents,
      monthToDateCents: row!.creatorPayoutCents,
      pendingCents: row!.creatorPayoutCents,
      totalSales: 1,
    });
    expect(body.performance).toEqual([
      expect.objectContaining({
        listingId: listing.id,
        title: 'Bought for real',
        sales: 1,
        revenueCents: row!.creatorPayoutCents,
      }),
    ]);
    expect(body.series.at(-1)).toMatchObject({ sales: 1, earningsCents: row!.creatorPayoutCents });
  });
});

describe('GET /api/creator/payouts', () => {
  it('pages the payout history newest first, only the user’s own, and refuses a forged cursor', async () => {
    const creator = await signUp(t, 'payouts-analytics@example.com', { ip: '10.85.0.5' });
    const base = Date.UTC(2026, 9, 1);
    await db()
      .insert(payouts)
      .values(
        Array.from({ length: 23 }, (_, i) => ({
          id: `payout-${String(i).padStart(2, '0')}`,
          creatorId: creator.id,
          provider: 'local',
          providerPayoutId: `po_local_list_${i}`,
          amountCents: 1000 + i,
          status: (['paid', 'processing', 'pending', 'failed'] as const)[i % 4]!,
          paidAt: i % 4 === 0 ? new Date(base + i * 86_400_000 + 3_600_000) : null,
          failureMessage: i % 4 === 3 ? 'The bank account was closed.' : null,
          // Two payouts share one instant: the id breaks the tie, and none is skipped or repeated.
          createdAt: new Date(base + Math.min(i, 21) * 86_400_000),
        })),
      );
    const first = await creator.session.get('/api/creator/payouts');
    expect(first.statusCode, first.body).toBe(200);
    const page1 = first.json();
    expect(page1.items).toHaveLength(20);
    expect(page1.items[0]).toEqual({
      id: 'payout-22',
      amountCents: 1022,
      status: 'pending',
      createdAt: new Date(base + 21 * 86_400_000).toISOString(),
      paidAt: null,
      arrivalAt: null,
      providerPayoutId: 'po_local_list_22',
      failureMessage: null,
    });
    expect(page1.items[1].id).toBe('payout-21');
    expect(page1.items.find((p: { id: string }) => p.id === 'payout-20')).toMatchObject({
      status: 'paid',
      paidAt: new Date(base + 20 * 86_400_000 + 3_600_000).toISOString(),
    });
    expect(page1.nextCursor).toEqual(expect.any(String));
    const second = (await creator.session.get(`/api/creator/payouts?cursor=${page1.nextCursor}`)).json();
    expect(second.items.map((p: { id: string }) => p.id)).toEqual(['payout-02', 'payout-01', 'payout-00']);
    expect(second.nextCursor).toBeNull();
    const ids = [...page1.items, ...second.items].map((p: { id: string }) => p.id);
    expect(new Set(ids).size).toBe(23);

    expect((await stranger.session.get('/api/creator/payouts')).json()).toEqual({
      items: [],
      nextCursor: null,
    });
    const forged = await creator.session.get('/api/creator/payouts?cursor=bm90LWEtY3Vyc29y');
    expect(forged.statusCode).toBe(400);
    expect(forged.json()).toMatchObject({ key: 'analytics.invalidCursor' });
    expect((await creator.session.get('/api/creator/payouts?limit=500')).statusCode).toBe(400);
  });
});
