import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReviewCreated, ReviewsPage } from '@shared/contracts/marketplace-community';
import { listings, purchases, reviews, user } from '../../db/schema';
import { signUp, type SignedUpUser } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/test-app';
import { authorNameOf } from './creator-profiles.queries';
import { grantOwnership, seedListing } from './marketplace-test-kit';

let t: TestApp;
let creator: SignedUpUser;
let buyer: SignedUpUser;
let stranger: SignedUpUser;

beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_URL: 'http://localhost:3977' }, jobs: false });
  creator = await signUp(t, 'creator-reviews@example.com', { ip: '10.71.0.1' });
  buyer = await signUp(t, 'buyer-reviews@example.com', { ip: '10.71.0.2' });
  stranger = await signUp(t, 'stranger-reviews@example.com', { ip: '10.71.0.3' });
}, 180_000);
afterAll(() => t.close());

const db = () => t.database.db;
const url = (id: string) => `/api/marketplace/listings/${id}/reviews`;
const newListing = (extra: Parameters<typeof seedListing>[1] extends infer S ? Partial<S> : never = {}) =>
  seedListing(db(), { creatorId: creator.id, ...extra });

async function owner(email: string, listingId: string, ip: string) {
  const user = await signUp(t, email, { ip });
  await grantOwnership(db(), listingId, user.id, 499);
  return user;
}

const listingRow = async (id: string) => (await db().select().from(listings).where(eq(listings.id, id)))[0]!;

describe('reviews', () => {
  it('lets an owner review once: the list, the mark, the average and the verification follow', async () => {
    const listing = await newListing();
    await grantOwnership(db(), listing.id, buyer.id, 499);
    const before = (await buyer.session.get(url(listing.id))).json() as ReviewsPage;
    expect(before).toMatchObject({ items: [], nextCursor: null, canReview: true, hasReviewed: false });
    expect(before.verification).toEqual({
      storedAverage: 0,
      storedCount: 0,
      computedAverage: 0,
      computedCount: 0,
      matches: true,
    });

    const res = await buyer.session.post(url(listing.id), { rating: 4, comment: '  Calm and complete.  ' });
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json() as ReviewCreated;
    expect(created.review).toMatchObject({
      userId: buyer.id,
      userName: await authorNameOf(db(), buyer.id),
      rating: 4,
      comment: 'Calm and complete.',
      verifiedPurchase: true,
    });
    expect(created.verification).toMatchObject({
      storedAverage: 4,
      storedCount: 1,
      computedCount: 1,
      matches: true,
    });
    expect(await listingRow(listing.id)).toMatchObject({ ratingAverage: 4, ratingCount: 1 });

    const after = (await buyer.session.get(url(listing.id))).json() as ReviewsPage;
    expect(after).toMatchObject({ canReview: false, hasReviewed: true });
    expect(after.items.map((r) => r.id)).toEqual([created.review.id]);

    const again = await buyer.session.post(url(listing.id), { rating: 1 });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'CONFLICT',
      key: 'review.alreadyReviewed',
      message: 'You have already reviewed this recipe.',
    });
    expect(await listingRow(listing.id)).toMatchObject({ ratingAverage: 4, ratingCount: 1 });
  });

  it('shows everyone the reviews, but the form only to an owner who is not the creator', async () => {
    const listing = await newListing();
    await grantOwnership(db(), listing.id, buyer.id);
    const visitor = t.session('10.71.0.9');
    for (const [who, session, canReview] of [
      ['visitor', visitor, false],
      ['stranger', stranger.session, false],
      ['creator', creator.session, false],
      ['owner', buyer.session, true],
    ] as const) {
      const res = await session.get(url(listing.id));
      expect(res.statusCode, who).toBe(200);
      expect((res.json() as ReviewsPage).canReview, who).toBe(canReview);
    }
    const unverified = await signUp(t, 'unverified-reviews@example.com', {
      ip: '10.71.0.8',
      verified: false,
    });
    await grantOwnership(db(), listing.id, unverified.id);
    expect(((await unverified.session.get(url(listing.id))).json() as ReviewsPage).canReview).toBe(false);
  });

  it('refuses a non-owner, the creator, a visitor and an unverified account, writing nothing', async () => {
    const listing = await newListing();
    const cases = [
      [stranger.session, 403, 'review.notOwner', 'Only owners of this recipe can review it.'],
      [creator.session, 403, 'review.ownListing', 'You cannot review your own recipe.'],
      [t.session('10.71.0.10'), 401, 'auth.signInToReview', 'You must be signed in to review a recipe'],
    ] as const;
    for (const [session, status, key, message] of cases) {
      const res = await session.post(url(listing.id), { rating: 5 });
      expect(res.statusCode, key).toBe(status);
      expect(res.json()).toMatchObject({ key, message });
    }
    const unverified = await signUp(t, 'unverified2-reviews@example.com', {
      ip: '10.71.0.11',
      verified: false,
    });
    await grantOwnership(db(), listing.id, unverified.id);
    expect((await unverified.session.post(url(listing.id), { rating: 5 })).statusCode).toBe(403);
    expect(await db().select().from(reviews).where(eq(reviews.listingId, listing.id))).toEqual([]);
  });

  it('validates the rating and the comment, and keeps HTML as text', async () => {
    const listing = await newListing();
    await grantOwnership(db(), listing.id, buyer.id);
    for (const body of [
      {},
      { rating: 0 },
      { rating: 6 },
      { rating: 4.5 },
      { rating: '5' },
      { rating: 5, comment: 'x'.repeat(1001) },
    ]) {
      const res = await buyer.session.post(url(listing.id), body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 40)).toBe(400);
    }
    const long = await buyer.session.post(url(listing.id), { rating: 5, comment: 'x'.repeat(10_000) });
    expect(long.json().message).toContain('A review must be 1000 characters or less');
    expect(await db().select().from(reviews).where(eq(reviews.listingId, listing.id))).toEqual([]);

    const html = '<script>alert(1)</script><b>bold</b>';
    const res = await buyer.session.post(url(listing.id), { rating: 5, comment: html });
    expect(res.statusCode).toBe(201);
    expect((res.json() as ReviewCreated).review.comment).toBe(html);
    expect(res.headers['content-type']).toContain('application/json');
  });

  it('answers a listing in another status, deleted or unknown as not found, to anyone but its creator and owners', async () => {
    for (const status of ['draft', 'pending'] as const) {
      const listing = await newListing({ status });
      for (const session of [stranger.session, t.session('10.71.0.12')]) {
        const res = await session.get(url(listing.id));
        expect(res.statusCode, status).toBe(404);
        expect(res.json()).toMatchObject({ key: 'marketplace.listingNotFound', message: 'Recipe not found' });
      }
      expect((await creator.session.get(url(listing.id))).statusCode).toBe(200);
      expect((await stranger.session.post(url(listing.id), { rating: 5 })).statusCode).toBe(404);
    }
    expect((await stranger.session.get(url('no-such-listing'))).statusCode).toBe(404);
    // An owner keeps what they bought after an unpublish, and may still review it.
    const unpublished = await newListing({ status: 'draft' });
    await grantOwnership(db(), unpublished.id, buyer.id);
    expect((await buyer.session.post(url(unpublished.id), { rating: 3 })).statusCode).toBe(201);
  });

  it('marks a review verified only while its author owns the listing', async () => {
    const listing = await newListing();
    const refunded = await owner('refunded-reviews@example.com', listing.id, '10.71.0.13');
    expect((await refunded.session.post(url(listing.id), { rating: 2 })).statusCode).toBe(201);
    await db().update(purchases).set({ status: 'refunded' }).where(eq(purchases.buyerId, refunded.id));
    const page = (await stranger.session.get(url(listing.id))).json() as ReviewsPage;
    expect(page.items[0]).toMatchObject({ userId: refunded.id, verifiedPurchase: false });
  });

  it('pages newest first with a cursor, and refuses a forged one', async () => {
    const listing = await newListing();
    const ids: string[] = [];
    // Reviewers written straight into the tables: 23 sign-ups would only slow the suite down.
    for (let i = 0; i < 23; i += 1) {
      const userId = `page-reviewer-${i}`;
      await db()
        .insert(user)
        .values({ id: userId, name: `Reviewer ${i}`, email: `page-reviewer-${i}@example.com` });
      const [row] = await db()
        .insert(reviews)
        .values({ id: `page-review-${i}`, listingId: listing.id, userId, rating: 5 })
        .returning();
      ids.push(row!.id);
    }
    const first = (await stranger.session.get(url(listing.id))).json() as ReviewsPage;
    expect(first.items).toHaveLength(20);
    expect(first.nextCursor).not.toBeNull();
    const second = (
      await stranger.session.get(`${url(listing.id)}?cursor=${first.nextCursor}`)
    ).json() as ReviewsPage;
    expect(second.items).toHaveLength(3);
    expect(second.nextCursor).toBeNull();
    expect([...first.items, ...second.items].map((r) => r.id).sort()).toEqual([...ids].sort());
    // The stored figures were not kept by these straight inserts: the verification says so.
    expect(first.verification).toMatchObject({
      storedCount: 0,
      computedCount: 23,
      computedAverage: 5,
      matches: false,
    });
    const forged = await stranger.session.get(`${url(listing.id)}?cursor=not-a-cursor`);
    expect(forged.statusCode).toBe(400);
    expect(forged.json().key).toBe('review.invalidCursor');
  });

  it('keeps the average and count exact under concurrent reviews', async () => {
    const listing = await newListing();
    const owners = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        owner(`concurrent-${i}-reviews@example.com`, listing.id, `10.72.0.${i + 1}`),
      ),
    );
    const ratings = owners.map((_, i) => (i % 5) + 1);
    const results = await Promise.all(
      owners.map((o, i) => o.session.post(url(listing.id), { rating: ratings[i] })),
    );
    expect(results.map((r) => r.statusCode)).toEqual(owners.map(() => 201));
    const row = await listingRow(listing.id);
    const expected = ratings.reduce((a, b) => a + b, 0) / ratings.length;
    expect(row.ratingCount).toBe(12);
    expect(Math.abs(row.ratingAverage - expected)).toBeLessThan(1e-9);
    const page = (await stranger.session.get(url(listing.id))).json() as ReviewsPage;
    expect(page.verification.matches, JSON.stringify(page.verification)).toBe(true);
  });
});
