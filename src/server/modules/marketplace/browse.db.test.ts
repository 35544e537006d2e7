import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ListingCard } from '@shared/contracts/marketplace';
import {
  BROWSE_TOTAL_CAP,
  type CategoryCounts,
  type ListingPage,
} from '@shared/contracts/marketplace-browse';
import { listings } from '../../db/schema';
import { type SignedUpUser, signUp } from '../../test/accounts';
import type { HttpSession } from '../../test/http-session';
import { createTestApp, type TestApp } from '../../test/test-app';
import { encodeBrowseCursor } from './browse-cursor';
import { grantOwnership, SAMPLE_RECIPE, seedListing } from './marketplace-test-kit';

let t: TestApp;
let ada: SignedUpUser;
let ben: SignedUpUser;
let reader: SignedUpUser;
let visitor: HttpSession;
const ids: Record<string, string> = {};

type Seed = Parameters<typeof seedListing>[1] & {
  trend?: number;
  rating?: [number, number];
  deleted?: boolean;
};

async function seed(name: string, input: Seed) {
  const { trend = 0, rating, deleted, ...rest } = input;
  const row = await seedListing(t.database.db, rest);
  await t.database.db
    .update(listings)
    .set({
      trendScore: trend,
      ...(rating ? { ratingAverage: rating[0], ratingCount: rating[1] } : {}),
      ...(deleted ? { deletedAt: new Date() } : {}),
    })
    .where(eq(listings.id, row.id));
  ids[name] = row.id;
}

beforeAll(async () => {
  t = await createTestApp();
  ada = await signUp(t, 'ada-browse@example.com', { ip: '10.41.0.1' });
  ben = await signUp(t, 'ben-browse@example.com', { ip: '10.41.0.2' });
  reader = await signUp(t, 'reader-browse@example.com', { ip: '10.41.0.3' });
  visitor = t.session('10.41.0.4');
  const a = ada.id;
  const b = ben.id;
  await seed('review', {
    creatorId: a,
    title: 'Weekly Review Ritual',
    tags: ['productivity', 'planning'],
    category: 'productivity',
    priceCents: 499,
    trend: 50,
    rating: [4.5, 10],
  });
  await seed('model', {
    creatorId: a,
    title: 'Model Evaluation Loop',
    description: 'Score a model against a held-out set.',
    tags: ['ml', 'evaluation'],
    category: 'ai-ml',
    priceCents: 1999,
    trend: 80,
    rating: [4.5, 30],
  });
  await seed('budget', {
    creatorId: b,
    title: 'Household Budget Reset',
    description: 'A monthly money check-in.',
    tags: ['finance', 'money'],
    category: 'finance',
    priceCents: 0,
    trend: 5,
    rating: [5, 2],
  });
  await seed('etl', {
    creatorId: b,
    title: 'Clean ETL Pipeline',
    description: 'From raw CSV to tidy tables.',
    tags: ['data', 'etl'],
    category: 'data-science',
    priceCents: 999,
    trend: 30,
  });
  await seed('prompt', {
    creatorId: b,
    title: 'Prompt Critique 100%',
    description: 'Review prompts line_by_line.',
    tags: ['ml', 'prompts'],
    category: 'ai-ml',
    priceCents: 299,
    trend: 30,
    rating: [3, 1],
  });
  await seed('hiring', {
    creatorId: a,
    title: 'Hiring Loop',
    description: 'Structured interviews.',
    tags: ['people'],
    category: 'general',
    priceCents: 299,
    trend: 0,
  });
  await seed('secret', {
    creatorId: b,
    title: 'Quiet Launch Plan',
    description: 'Ship without noise.',
    tags: ['launch'],
    category: 'general',
    priceCents: 1500,
    trend: 1,
    content: `${SAMPLE_RECIPE}\nZebracontent only in the recipe.`,
  });
  // Never listed: a draft, a pending listing, a deleted one (all with a word of their own).
  await seed('draft', {
    creatorId: a,
    title: 'Unlisted Draftword',
    status: 'draft',
    category: 'hidden-cat',
    trend: 999,
  });
  await seed('pending', {
    creatorId: b,
    title: 'Unlisted Pendingword',
    status: 'pending',
    category: 'hidden-cat',
    trend: 999,
  });
  await seed('deleted', {
    creatorId: b,
    title: 'Unlisted Deletedword',
    category: 'hidden-cat',
    trend: 999,
    deleted: true,
  });
}, 60_000);
afterAll(() => t.close());

const PUBLISHED = ['review', 'model', 'budget', 'etl', 'prompt', 'hiring', 'secret'];
const nameOf = (id: string) => Object.entries(ids).find(([, v]) => v === id)?.[0] ?? id;

async function page(session: HttpSession, query: Record<string, string | number>) {
  const search = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]));
  const res = await session.get(`/api/marketplace/listings?${search}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as ListingPage;
}

/** Every page of a listing, `limit` at a time: the names in order, and each page's total. */
async function walk(session: HttpSession, query: Record<string, string | number>, limit: number) {
  const names: string[] = [];
  const totals = new Set<number>();
  let cursor: string | null = null;
  for (let i = 0; i < 50; i++) {
    const result: ListingPage = await page(session, { ...query, limit, ...(cursor ? { cursor } : {}) });
    expect(result.items.length).toBeLessThanOrEqual(limit);
    names.push(...result.items.map((item) => nameOf(item.id)));
    totals.add(result.total);
    cursor = result.nextCursor;
    if (!cursor) break;
    expect(result.items).toHaveLength(limit);
  }
  return { names, totals: [...totals] };
}

const names = (result: ListingPage) => result.items.map((item) => nameOf(item.id));

describe('browse listings', () => {
  it('lists published listings only, as cards without the content', async () => {
    const result = await page(visitor, { sort: 'trending' });
    expect(names(result).sort()).toEqual([...PUBLISHED].sort());
    expect(result.total).toBe(PUBLISHED.length);
    expect(result.nextCursor).toBeNull();
    const card = result.items.find((item) => item.id === ids.review) as ListingCard & { content?: string };
    expect(card).toMatchObject({
      title: 'Weekly Review Ritual',
      priceCents: 499,
      category: 'productivity',
      creatorId: ada.id,
      imageUrl: null,
    });
    expect(card.content).toBeUndefined();
    expect(JSON.stringify(result)).not.toContain('Empty every inbox');
  });

  it('gives a listing with an image its image address', async () => {
    await t.database.db
      .update(listings)
      .set({ imageKey: 'listings/x.webp', imageVersion: 3 })
      .where(eq(listings.id, ids.hiring!));
    const result = await page(visitor, { q: 'hiring loop' });
    expect(result.items[0]!.imageUrl).toBe(`/api/marketplace/listings/${ids.hiring}/image?v=3`);
    await t.database.db.update(listings).set({ imageKey: null }).where(eq(listings.id, ids.hiring!));
  });

  it('searches title, description and tags, case-insensitively, never the content', async () => {
    expect(names(await page(visitor, { q: 'RITUAL' }))).toEqual(['review']);
    expect(names(await page(visitor, { q: 'tidy tables' }))).toEqual(['etl']);
    expect(names(await page(visitor, { q: 'finance' }))).toEqual(['budget']);
    expect(names(await page(visitor, { q: 'ml', sort: 'trending' }))).toEqual(['model', 'prompt']);
    const content = await page(visitor, { q: 'zebracontent' });
    expect(content.items).toEqual([]);
    expect(content.total).toBe(0);
    // The user's % and _ are literal characters.
    expect(names(await page(visitor, { q: '100%' }))).toEqual(['prompt']);
    expect(names(await page(visitor, { q: 'line_by' }))).toEqual(['prompt']);
    expect((await page(visitor, { q: 'line%by' })).items).toEqual([]);
    for (const word of ['draftword', 'pendingword', 'deletedword'])
      expect((await page(visitor, { q: word })).total, word).toBe(0);
  });

  it('filters by category, with the search too', async () => {
    const ai = await page(visitor, { category: 'ai-ml', sort: 'trending' });
    expect(names(ai)).toEqual(['model', 'prompt']);
    expect(ai.total).toBe(2);
    expect(names(await page(visitor, { category: 'ai-ml', q: 'critique' }))).toEqual(['prompt']);
    expect((await page(visitor, { category: 'hidden-cat' })).total).toBe(0);
  });

  it('orders each sort as it says, ties broken the same way every time', async () => {
    expect(names(await page(visitor, { sort: 'trending' }))).toEqual([
      'model',
      'review',
      ...[ids.etl!, ids.prompt!].sort().reverse().map(nameOf),
      'budget',
      'secret',
      'hiring',
    ]);
    const cheap = (await page(visitor, { sort: 'price-low' })).items;
    expect(cheap.map((c) => c.priceCents)).toEqual([0, 299, 299, 499, 999, 1500, 1999]);
    const rated = names(await page(visitor, { sort: 'rating' }));
    // 5.0 first; two 4.5s by review count (30 before 10); then 3.0; the unrated last.
    expect(rated.slice(0, 4)).toEqual(['budget', 'model', 'review', 'prompt']);
    expect(rated.slice(4).sort()).toEqual(['etl', 'hiring', 'secret']);
  });

  it('pages each sort by keyset with no repeat and no gap, the total on every page', async () => {
    for (const sort of ['trending', 'price-low', 'rating', 'for-you'] as const) {
      const whole = names(await page(visitor, { sort, limit: 50 }));
      for (const limit of [1, 2, 3]) {
        const { names: walked, totals } = await walk(visitor, { sort }, limit);
        expect(walked, `${sort} by ${limit}`).toEqual(whole);
        expect(totals).toEqual([PUBLISHED.length]);
      }
    }
    const { names: searched } = await walk(visitor, { sort: 'price-low', q: 'ml' }, 1);
    expect(searched).toEqual(['prompt', 'model']);
  });

  it('refuses a bad cursor, sort or limit clearly', async () => {
    const first = await page(visitor, { sort: 'trending', limit: 1 });
    const trendingCursor = first.nextCursor!;
    const bad = [
      { cursor: 'not-a-cursor' },
      { cursor: Buffer.from('[1,2]').toString('base64url') },
      // A trending cursor for another sort or another search.
      { cursor: trendingCursor, sort: 'price-low' },
      { cursor: trendingCursor, sort: 'trending', q: 'other' },
      {
        cursor: encodeBrowseCursor({ kind: 'price-low', filter: 'x', total: 1, keys: [1e12, 'a'] }),
        sort: 'price-low',
      },
      { sort: 'newest' },
      { limit: 0 },
      { limit: 51 },
      { limit: 'ten' },
      { category: "x' or 1=1" },
    ];
    for (const query of bad) {
      const res = await visitor.get(
        `/api/marketplace/listings?${new URLSearchParams(query as unknown as Record<string, string>)}`,
      );
      expect(res.statusCode, JSON.stringify(query)).toBe(400);
      expect(res.json().code).toBe('VALIDATION_ERROR');
    }
    const res = await visitor.get('/api/marketplace/listings?cursor=nope');
    expect(res.json()).toMatchObject({
      key: 'browse.invalidCursor',
      message: 'Invalid request. cursor: This page link is not valid.',
    });
  });
});

describe('For You', () => {
  it('is Trending for a visitor and for a user with no taste yet', async () => {
    const trending = names(await page(visitor, { sort: 'trending' }));
    expect(names(await page(visitor, { sort: 'for-you' }))).toEqual(trending);
    expect(names(await page(reader.session, { sort: 'for-you' }))).toEqual(trending);
  });

  it("ranks by the visitor's gallery tags and what they own, then the rest by trend", async () => {
    const res = await reader.session.post('/api/recipes', {
      title: 'My money plan',
      content: SAMPLE_RECIPE,
      tags: ['Finance', 'data'],
    });
    expect(res.statusCode, res.body).toBe(201);
    // Owning the prompt critique: its ai-ml category counts, and it is no recommendation itself.
    await grantOwnership(t.database.db, ids.prompt!, reader.id);
    const ranked = names(await page(reader.session, { sort: 'for-you' }));
    // model shares the owned listing's ml tag and its category (3), etl (data) and budget
    // (finance) share a gallery tag (2 each, then by trend); the owned prompt is no match.
    expect(ranked.slice(0, 3)).toEqual(['model', 'etl', 'budget']);
    expect(ranked.slice(3)).toEqual(['review', 'prompt', 'secret', 'hiring']);
    // By 3 the first page ends exactly on the last match; by 1 and 2 the cursor crosses over.
    for (const limit of [1, 2, 3]) {
      const { names: walked, totals } = await walk(reader.session, { sort: 'for-you' }, limit);
      expect(walked, `by ${limit}`).toEqual(ranked);
      expect(totals).toEqual([PUBLISHED.length]);
    }
    // Someone else's cursor does not continue the reader's ranking.
    const mine = await page(reader.session, { sort: 'for-you', limit: 1 });
    const res2 = await ben.session.get(`/api/marketplace/listings?sort=for-you&cursor=${mine.nextCursor}`);
    expect(res2.statusCode).toBe(400);
  });

  it("does not recommend the creator's own listings", async () => {
    await ada.session.post('/api/recipes', {
      title: 'Mine',
      content: SAMPLE_RECIPE,
      tags: ['ml', 'planning'],
    });
    const ranked = names(await page(ada.session, { sort: 'for-you' }));
    // prompt (ml) is Ben's and matches; model (ml) and review (planning) are Ada's own.
    expect(ranked[0]).toBe('prompt');
    expect(ranked.slice(1)).toEqual(
      names(await page(visitor, { sort: 'trending' })).filter((n) => n !== 'prompt'),
    );
  });
});

describe('categories', () => {
  it('counts the categories of published listings, most first', async () => {
    const res = await visitor.get('/api/marketplace/categories');
    expect(res.statusCode).toBe(200);
    const { categories } = res.json() as CategoryCounts;
    expect(categories).toEqual([
      { id: 'ai-ml', count: 2 },
      { id: 'general', count: 2 },
      { id: 'data-science', count: 1 },
      { id: 'finance', count: 1 },
      { id: 'productivity', count: 1 },
    ]);
  });
});

describe('totals', () => {
  it('counts up to 1,000 and then says there are more, without counting every match', async () => {
    const rows = Array.from({ length: BROWSE_TOTAL_CAP + 5 }, (_, i) => ({
      id: `bulk-${String(i).padStart(5, '0')}`,
      creatorId: ben.id,
      title: `Bulk recipe ${i}`,
      content: SAMPLE_RECIPE,
      category: 'bulk-cat',
      priceCents: 0,
      creatorName: 'Ben',
      status: 'published' as const,
      publishedAt: new Date(),
      searchText: `bulk recipe ${i}`,
    }));
    await t.database.db.insert(listings).values(rows);
    const capped = await page(visitor, { category: 'bulk-cat', sort: 'price-low', limit: 2 });
    expect(capped).toMatchObject({ total: BROWSE_TOTAL_CAP, totalCapped: true });
    const next = await page(visitor, {
      category: 'bulk-cat',
      sort: 'price-low',
      limit: 2,
      cursor: capped.nextCursor!,
    });
    expect(next).toMatchObject({ total: BROWSE_TOTAL_CAP, totalCapped: true });
    expect(await page(visitor, { q: 'bulk recipe 100', sort: 'price-low' })).toMatchObject({
      total: 6,
      totalCapped: false,
    });
  });
});
