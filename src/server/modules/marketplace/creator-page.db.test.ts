import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreatorProfile, ListingPage } from '@shared/contracts/marketplace-browse';
import { creatorProfiles, listings, profiles } from '../../db/schema';
import { type SignedUpUser, signUp } from '../../test/accounts';
import type { HttpSession } from '../../test/http-session';
import { createTestApp, type TestApp } from '../../test/test-app';
import { ensureCreatorProfile } from './creator-profiles.queries';
import { seedListing } from './marketplace-test-kit';

let t: TestApp;
let cleo: SignedUpUser;
let dan: SignedUpUser;
let visitor: HttpSession;
const published: string[] = [];

beforeAll(async () => {
  t = await createTestApp();
  cleo = await signUp(t, 'cleo-creator@example.com', { ip: '10.42.0.1' });
  dan = await signUp(t, 'dan-creator@example.com', { ip: '10.42.0.2' });
  visitor = t.session('10.42.0.3');
  const db = t.database.db;
  const stats = [
    { purchaseCount: 3, ratingAverage: 4, ratingCount: 2 },
    { purchaseCount: 4, ratingAverage: 5, ratingCount: 1 },
    { purchaseCount: 0, ratingAverage: 0, ratingCount: 0 },
  ];
  for (const [i, s] of stats.entries()) {
    const row = await seedListing(db, { creatorId: cleo.id, title: `Cleo recipe ${i + 1}` });
    await db.update(listings).set(s).where(eq(listings.id, row.id));
    published.push(row.id);
  }
  // Neither a draft nor a deleted listing counts or shows.
  const draft = await seedListing(db, { creatorId: cleo.id, title: 'Cleo draft', status: 'draft' });
  await db
    .update(listings)
    .set({ purchaseCount: 50, ratingAverage: 1, ratingCount: 9 })
    .where(eq(listings.id, draft.id));
  const gone = await seedListing(db, { creatorId: cleo.id, title: 'Cleo deleted' });
  await db.update(listings).set({ deletedAt: new Date(), purchaseCount: 20 }).where(eq(listings.id, gone.id));
  await db
    .update(creatorProfiles)
    .set({
      displayName: 'Cleo Marsh',
      title: 'Prompt engineer',
      bio: 'I write <b>recipes</b> for teams.',
      location: 'Lisbon',
      experience: 'professional',
      isVerified: true,
      specialties: ['Evaluation', 'Planning'],
      website: 'https://cleo.example',
      github: 'cleo',
      acceptCommissions: true,
      commissionRate: 75,
      availableForCollabs: true,
    })
    .where(eq(creatorProfiles.userId, cleo.id));
  await db
    .update(profiles)
    .set({ photoUrl: '/api/profile-photos/cleo/1.webp' })
    .where(eq(profiles.id, cleo.id));
}, 60_000);
afterAll(() => t.close());

const setProfile = (values: Partial<typeof creatorProfiles.$inferInsert>) =>
  t.database.db.update(creatorProfiles).set(values).where(eq(creatorProfiles.userId, cleo.id));

describe('creator profile', () => {
  it('shows the public profile with stats computed from the published listings', async () => {
    const res = await visitor.get(`/api/marketplace/creators/${cleo.id}`);
    expect(res.statusCode, res.body).toBe(200);
    const profile = res.json() as CreatorProfile;
    expect(profile).toMatchObject({
      id: cleo.id,
      displayName: 'Cleo Marsh',
      photoURL: '/api/profile-photos/cleo/1.webp',
      title: 'Prompt engineer',
      bio: 'I write <b>recipes</b> for teams.',
      location: 'Lisbon',
      experience: 'professional',
      isVerified: true,
      specialties: ['Evaluation', 'Planning'],
      website: 'https://cleo.example',
      github: 'cleo',
      twitter: '',
      acceptCommissions: true,
      commissionRate: 75,
      availableForCollabs: true,
      allowMessages: true,
      isOwn: false,
    });
    expect(Number.isNaN(Date.parse(profile.joinedAt))).toBe(false);
    // (4 * 2 + 5 * 1) / 3 reviews = 4.33; the draft's and the deleted listing's numbers are not in.
    expect(profile.stats).toEqual({ totalRecipes: 3, totalSales: 7, averageRating: 4.33, totalReviews: 3 });
  });

  it('has zero stats and rating for a creator without reviews', async () => {
    await ensureCreatorProfile(t.database.db, dan.id);
    const res = await visitor.get(`/api/marketplace/creators/${dan.id}`);
    expect((res.json() as CreatorProfile).stats).toEqual({
      totalRecipes: 0,
      totalSales: 0,
      averageRating: 0,
      totalReviews: 0,
    });
  });

  it('says when there is no such profile, with the id', async () => {
    const res = await visitor.get('/api/marketplace/creators/nobody-here');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({
      key: 'creator.notFound',
      params: { id: 'nobody-here' },
      message:
        'Creator profile not found. The creator with ID nobody-here may not have set up their profile yet.',
    });
    expect((await visitor.get('/api/marketplace/creators/nobody-here/listings')).statusCode).toBe(404);
  });

  it('keeps a private profile from everyone but its creator', async () => {
    await setProfile({ publicProfile: false });
    try {
      for (const session of [visitor, dan.session]) {
        for (const path of ['', '/listings']) {
          const res = await session.get(`/api/marketplace/creators/${cleo.id}${path}`);
          expect(res.statusCode).toBe(403);
          expect(res.json()).toMatchObject({
            key: 'creator.private',
            message: 'This creator has chosen to keep their profile private.',
          });
          expect(res.body).not.toContain('Lisbon');
        }
      }
      const own = await cleo.session.get(`/api/marketplace/creators/${cleo.id}`);
      expect(own.statusCode).toBe(200);
      expect((own.json() as CreatorProfile).isOwn).toBe(true);
      expect((await cleo.session.get(`/api/marketplace/creators/${cleo.id}/listings`)).statusCode).toBe(200);
    } finally {
      await setProfile({ publicProfile: true });
    }
  });
});

describe("creator's listings", () => {
  it('lists the published ones, newest first, keyset paged without repeats or gaps', async () => {
    const whole = (await (
      await visitor.get(`/api/marketplace/creators/${cleo.id}/listings`)
    ).json()) as ListingPage;
    expect(whole.items.map((i) => i.id)).toEqual([...published].reverse());
    expect(whole.total).toBe(3);
    const walked: string[] = [];
    let cursor: string | null = null;
    do {
      const res = await visitor.get(
        `/api/marketplace/creators/${cleo.id}/listings?limit=1${cursor ? `&cursor=${cursor}` : ''}`,
      );
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json() as ListingPage;
      expect(body.total).toBe(3);
      walked.push(...body.items.map((i) => i.id));
      cursor = body.nextCursor;
    } while (cursor);
    expect(walked).toEqual(whole.items.map((i) => i.id));
  });

  it('hides the grid when the creator hides their portfolio, except from themself', async () => {
    await setProfile({ portfolioVisible: false });
    try {
      const res = await visitor.get(`/api/marketplace/creators/${cleo.id}/listings`);
      expect(res.json()).toEqual({ items: [], nextCursor: null, total: 0 });
      const own = (
        await cleo.session.get(`/api/marketplace/creators/${cleo.id}/listings`)
      ).json() as ListingPage;
      expect(own.total).toBe(3);
    } finally {
      await setProfile({ portfolioVisible: true });
    }
  });

  it('refuses a bad cursor or one from another creator', async () => {
    const first = (
      await visitor.get(`/api/marketplace/creators/${cleo.id}/listings?limit=1`)
    ).json() as ListingPage;
    for (const url of [
      `/api/marketplace/creators/${dan.id}/listings?cursor=${first.nextCursor}`,
      `/api/marketplace/creators/${cleo.id}/listings?cursor=garbage`,
      `/api/marketplace/creators/${cleo.id}/listings?limit=500`,
    ]) {
      const res = await visitor.get(url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().code).toBe('VALIDATION_ERROR');
    }
  });
});
