import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  PurchaseHistoryPage,
  PurchaseHistoryRecord,
  PurchaseSort,
} from '@shared/contracts/purchase-history';
import { listings, purchases, subscriptions } from '../../db/schema';
import { signUp, type SignedUpUser } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/test-app';

/**
 * GET /api/marketplace/purchase-history (platform.md §2 Purchase History, §3, §4, §9): the summary
 * cards, every filter, the three sorts walked page by page (50 a page, ties included, nothing
 * skipped or repeated), the search over title and creator, and the Standard subscription's row.
 */
let t: TestApp;
let collector: SignedUpUser;
let stranger: SignedUpUser;

const COUNT = 120;
const BASE = Date.parse('2026-11-20T12:00:00.000Z');
type Seeded = {
  id: string;
  title: string;
  amount: number;
  createdAt: number;
  status: string;
  creator: string;
};
const seeded: Seeded[] = [];

beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_URL: 'http://localhost:3983' }, jobs: false });
  const ada = await signUp(t, 'ada-history@example.com', { ip: '10.82.1.1' });
  const grace = await signUp(t, 'grace-history@example.com', { ip: '10.82.1.2' });
  collector = await signUp(t, 'collector-history@example.com', { ip: '10.82.1.3' });
  stranger = await signUp(t, 'stranger-history@example.com', { ip: '10.82.1.4' });

  const listingRows = [];
  const purchaseRows = [];
  for (let i = 0; i < COUNT; i++) {
    const byGrace = i % 2 === 1;
    const listingId = randomUUID();
    const title = `${i % 3 === 0 ? 'recipe' : 'Recipe'} ${String(i).padStart(3, '0')}`;
    // Ties on purpose: two purchases a minute, and prices that repeat.
    const createdAt = BASE - Math.floor(i / 2) * 60_000;
    const amount = i % 10 === 0 ? 0 : 99 + (i % 7) * 100;
    const status = i % 15 === 4 ? 'refunded' : 'completed';
    const pending = i % 15 === 7;
    listingRows.push({
      id: listingId,
      creatorId: byGrace ? grace.id : ada.id,
      title,
      content: '# Steps\n1. One',
      priceCents: amount,
      creatorName: byGrace ? 'Grace Hopper' : 'Ada Lovelace',
      status: 'published' as const,
    });
    const id = randomUUID();
    purchaseRows.push({
      id,
      listingId,
      buyerId: collector.id,
      amountCents: amount,
      status: status as 'completed' | 'refunded',
      provider: amount === 0 ? 'free' : 'local',
      createdAt: new Date(createdAt),
      refundRequestedAt: pending ? new Date(createdAt) : null,
    });
    seeded.push({
      id,
      title,
      amount,
      createdAt,
      status: pending ? 'pending' : status,
      creator: byGrace ? 'Grace Hopper' : 'Ada Lovelace',
    });
  }
  await t.database.db.insert(listings).values(listingRows);
  await t.database.db.insert(purchases).values(purchaseRows);
  await t.database.db.insert(subscriptions).values({
    userId: collector.id,
    provider: 'local',
    subscriptionId: `sub_local_${collector.id}`,
    status: 'trialing',
    createdAt: new Date(BASE + 60_000),
  });
  seeded.push({
    id: 'subscription',
    title: 'Standard Plan',
    amount: 999,
    createdAt: BASE + 60_000,
    status: 'active',
    creator: 'Recipe Forge',
  });
}, 180_000);
afterAll(() => t?.close());

const get = async (who: SignedUpUser, query: Record<string, string>) => {
  const res = await who.session.get(`/api/marketplace/purchase-history?${new URLSearchParams(query)}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as PurchaseHistoryPage;
};

/** Every page of a query, in order. */
async function walk(query: Record<string, string>) {
  const pages: PurchaseHistoryRecord[][] = [];
  let cursor: string | null = null;
  do {
    const page: PurchaseHistoryPage = await get(collector, cursor ? { ...query, cursor } : query);
    pages.push(page.items);
    cursor = page.nextCursor;
  } while (cursor && pages.length < 10);
  return pages;
}

const byId = (a: Seeded, b: Seeded) => (a.id < b.id ? 1 : a.id > b.id ? -1 : 0);
const EXPECTED: Record<Exclude<PurchaseSort, 'title'>, (a: Seeded, b: Seeded) => number> = {
  date: (a, b) => b.createdAt - a.createdAt || byId(a, b),
  price: (a, b) => b.amount - a.amount || byId(a, b),
};

describe('the purchase history', () => {
  it('sums the cards: every purchase, spent without the refunded, the running subscription', async () => {
    const { summary } = await get(collector, {});
    const purchasesOnly = seeded.filter((s) => s.id !== 'subscription');
    expect(summary).toEqual({
      totalPurchases: COUNT,
      totalSpentCents: purchasesOnly.filter((s) => s.status !== 'refunded').reduce((n, s) => n + s.amount, 0),
      activeSubscriptions: 1,
    });
    expect(await get(stranger, {})).toEqual({
      summary: { totalPurchases: 0, totalSpentCents: 0, activeSubscriptions: 0 },
      items: [],
      nextCursor: null,
    });
  });

  for (const sort of ['date', 'price'] as const)
    it(`pages by ${sort} in fifties, ties broken by id, nothing skipped or repeated`, async () => {
      const pages = await walk({ sort });
      expect(pages.map((p) => p.length)).toEqual([50, 50, 21]);
      const expected = [...seeded].sort(EXPECTED[sort]).map((s) => s.id);
      expect(pages.flat().map((r) => r.id)).toEqual(expected);
    });

  it('pages by title A to Z, case-insensitive, the same order as one pass would give', async () => {
    const pages = await walk({ sort: 'title' });
    const ids = pages.flat().map((r) => r.id);
    expect(new Set(ids).size).toBe(COUNT + 1);
    const titles = pages.flat().map((r) => r.recipeName.toLowerCase());
    // The seeded titles differ only in case and digits: plain comparison is the database's too.
    expect(titles).toEqual([...titles].sort());
    expect(pages.flat()[0]).toMatchObject({ recipeName: 'recipe 000' });
  });

  it('filters: recipes, courses (none are sold), subscriptions, and each status', async () => {
    const count = async (filter: string) => (await walk({ filter })).flat();
    expect(await count('recipes')).toHaveLength(COUNT);
    const courses = await get(collector, { filter: 'courses' });
    expect(courses).toMatchObject({ items: [], nextCursor: null, summary: { totalPurchases: COUNT } });
    const subs = await count('subscriptions');
    expect(subs).toEqual([
      {
        id: 'subscription',
        type: 'subscription',
        recipeId: null,
        recipeName: 'Standard Plan',
        amount: 999,
        createdAt: new Date(BASE + 60_000).toISOString(),
        status: 'active',
        thumbnail: null,
        creatorName: 'Recipe Forge',
        canRefund: false,
        refundableUntil: null,
        canDownload: false,
        downloadUrl: null,
      },
    ]);
    for (const status of ['completed', 'active', 'refunded'] as const) {
      const rows = await count(status);
      expect(rows.map((r) => r.id).sort(), status).toEqual(
        seeded
          .filter((s) => s.status === status)
          .map((s) => s.id)
          .sort(),
      );
    }
    const all = (await walk({ filter: 'all' })).flat();
    expect(all.filter((r) => r.status === 'pending')).toHaveLength(
      seeded.filter((s) => s.status === 'pending').length,
    );
  });

  it('decides per row: download only when completed; no refund without a payment of this app', async () => {
    const all = (await walk({})).flat();
    for (const row of all) {
      expect(row.canDownload, row.id).toBe(row.type === 'recipe' && row.status === 'completed');
      expect(row.downloadUrl, row.id).toBe(
        row.canDownload ? `/api/marketplace/listings/${row.recipeId}/download` : null,
      );
      // Seeded without checkouts: nothing the provider could give back.
      expect(row.canRefund, row.id).toBe(false);
    }
  });

  it('searches title and creator, case-insensitive, with no wildcards', async () => {
    const titles = (await walk({ q: 'RECIPE 01' })).flat();
    expect(titles.map((r) => r.recipeName).sort()).toEqual(
      Array.from({ length: 10 }, (_, i) => `${(10 + i) % 3 === 0 ? 'recipe' : 'Recipe'} 0${10 + i}`).sort(),
    );
    const grace = (await walk({ q: 'grace' })).flat();
    expect(grace).toHaveLength(COUNT / 2);
    expect(grace.every((r) => r.creatorName === 'Grace Hopper')).toBe(true);
    expect((await get(collector, { q: '%' })).items).toEqual([]);
    expect((await get(collector, { q: '_' })).items).toEqual([]);
    // Search, filter and sort together, paged.
    const refundedByAda = (await walk({ q: 'ada', filter: 'refunded', sort: 'price' })).flat();
    expect(refundedByAda.map((r) => r.id).sort()).toEqual(
      seeded
        .filter((s) => s.creator === 'Ada Lovelace' && s.status === 'refunded')
        .map((s) => s.id)
        .sort(),
    );
  });

  it('refuses a cursor of another sort, a forged one, an unknown filter and a long search', async () => {
    const first = await get(collector, { sort: 'date' });
    expect(first.nextCursor).not.toBeNull();
    for (const query of [
      { sort: 'price', cursor: first.nextCursor! },
      { cursor: 'not-a-cursor' },
      { cursor: Buffer.from(JSON.stringify(['date', "'; drop table purchases", 'x'])).toString('base64url') },
    ] as Record<string, string>[]) {
      const res = await collector.session.get(
        `/api/marketplace/purchase-history?${new URLSearchParams(query)}`,
      );
      expect(res.statusCode, JSON.stringify(query)).toBe(400);
      expect(res.json()).toMatchObject({ key: 'purchase.invalidCursor' });
    }
    const invalid: Record<string, string>[] = [
      { filter: 'courses-and-more' },
      { sort: 'rating' },
      { q: 'x'.repeat(101) },
    ];
    for (const query of invalid) {
      const res = await collector.session.get(
        `/api/marketplace/purchase-history?${new URLSearchParams(query)}`,
      );
      expect(res.statusCode, JSON.stringify(query)).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
    }
    const signedOut = await t.session('10.82.1.9').get('/api/marketplace/purchase-history');
    expect(signedOut.statusCode).toBe(401);
  });
});
