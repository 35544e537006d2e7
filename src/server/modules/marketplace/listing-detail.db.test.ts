import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ListingDetailView } from '@shared/contracts/marketplace-detail';
import { SCREEN_MANIFEST_FILE } from '@shared/screen-manifest';
import { listings, listingVersions, listingViews, purchases } from '../../db/schema';
import type { HttpSession } from '../../test/http-session';
import { type SignedUpUser, signUp } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/test-app';
import { listingPreview } from './listing-detail.presenter';
import { countListingView } from './listing-views';
import { grantOwnership, seedListing } from './marketplace-test-kit';

/**
 * The recipe detail's server side (issue 20 §4): who sees a listing at all, who gets its content,
 * the preview and outline everyone else gets, the views counted once a day, what changed for
 * owners, the page's own head, and the sitemap. The paid content's distinctive words must reach
 * no one but its creator and owners, by any route.
 */

const ORIGIN = 'https://forge.example';
const ADMIN = 'detail-admin@example.com';
/** Far past the first 200 characters: no preview may hold it. */
const SECRET = 'ZEBRAQUILL-7731';
const PAID_RECIPE = `# Recipe Title: Quarterly Planning Ritual

## Goal
Turn a noisy quarter into three outcomes the whole team can name, with owners and dates.

## Principles
- Fewer outcomes, stated plainly, beat long lists
- Every outcome has one owner

## Steps
1. List everything the team promised this quarter.
2. Cluster the list and name each cluster in five words.
3. Keep three clusters and write the ${SECRET} scoring rule beside each.
4. Review the ${SECRET} scores every second Friday.
`;

let t: TestApp;
let creator: SignedUpUser;
let owner: SignedUpUser;
let stranger: SignedUpUser;
let admin: SignedUpUser;
let visitor: HttpSession;
const webRoot = mkdtempSync(path.join(os.tmpdir(), 'rf-detail-web-'));

beforeAll(async () => {
  mkdirSync(path.join(webRoot, 'assets'));
  writeFileSync(
    path.join(webRoot, 'index.html'),
    [
      '<!doctype html><html><head>',
      '<!-- page-meta --><title>Recipe Forge</title><!-- /page-meta -->',
      '</head><body><div id="root"></div></body></html>',
    ].join('\n'),
  );
  writeFileSync(
    path.join(webRoot, SCREEN_MANIFEST_FILE),
    JSON.stringify({ screens: [{ path: '/marketplace' }, { path: '/marketplace/recipe/:recipeId' }] }),
  );
  t = await createTestApp({ webRoot, env: { PUBLIC_URL: ORIGIN, ADMIN_EMAILS: ADMIN }, jobs: false });
  creator = await signUp(t, 'detail-creator@example.com', { ip: '10.73.0.1' });
  owner = await signUp(t, 'detail-owner@example.com', { ip: '10.73.0.2' });
  stranger = await signUp(t, 'detail-stranger@example.com', { ip: '10.73.0.3' });
  admin = await signUp(t, ADMIN, { ip: '10.73.0.4' });
  visitor = t.session('10.73.0.5');
}, 60_000);
afterAll(() => t.close());

const db = () => t.database.db;
const detailUrl = (id: string) => `/api/marketplace/listings/${id}`;

type State = 'published' | 'draft' | 'pending' | 'deleted';

async function listingIn(state: State, extra: Partial<Parameters<typeof seedListing>[1]> = {}) {
  const row = await seedListing(db(), {
    creatorId: creator.id,
    title: `Quarterly Planning Ritual (${state})`,
    description: 'Three outcomes a quarter, with owners and dates.',
    content: PAID_RECIPE,
    priceCents: 999,
    status: state === 'deleted' ? 'published' : state,
    ...extra,
  });
  if (state === 'deleted')
    await db().update(listings).set({ deletedAt: new Date() }).where(eq(listings.id, row.id));
  if (state === 'pending')
    await db()
      .update(listings)
      .set({
        validationStatus: 'invalid',
        validationReasons: [{ key: 'listing.contentTooShort', params: { min: 50 } }],
      })
      .where(eq(listings.id, row.id));
  await grantOwnership(db(), row.id, owner.id, 999);
  return row;
}

const viewCount = async (id: string) =>
  (await db().select({ n: listings.viewCount }).from(listings).where(eq(listings.id, id)))[0]!.n;

describe('the listing detail', () => {
  it('gives the creator and owners the content, everyone else the preview and outline only', async () => {
    const listing = await listingIn('published');
    for (const [who, session, access] of [
      ['the creator', creator.session, 'creator'],
      ['an owner', owner.session, 'owner'],
    ] as const) {
      const res = await session.get(detailUrl(listing.id));
      expect(res.statusCode, who).toBe(200);
      const detail = res.json() as ListingDetailView;
      expect(detail.access, who).toBe(access);
      expect(detail.content, who).toBe(PAID_RECIPE);
    }
    for (const [who, session] of [
      ['a visitor', visitor],
      ['a signed-in stranger', stranger.session],
      ['an administrator', admin.session],
    ] as const) {
      const res = await session.get(detailUrl(listing.id));
      expect(res.statusCode, who).toBe(200);
      expect(res.headers['cache-control'], who).toBe('private, no-store');
      const detail = res.json() as ListingDetailView;
      expect(detail, who).toMatchObject({
        id: listing.id,
        access: 'none',
        status: 'published',
        priceCents: 999,
        preview: listingPreview(PAID_RECIPE),
        outline: [
          { section: 'Goal', count: 1 },
          { section: 'Principles', count: 2 },
          { section: 'Steps', count: 4 },
        ],
      });
      expect(detail.preview.length, who).toBeLessThanOrEqual(200);
      expect(detail, who).not.toHaveProperty('content');
      expect(detail, who).not.toHaveProperty('validationReasons');
      expect(res.body, who).not.toContain(SECRET);
    }
  });

  it('shows a draft, pending or deleted listing to its creator and owners only', async () => {
    for (const state of ['draft', 'pending', 'deleted'] as const) {
      const listing = await listingIn(state);
      for (const session of [visitor, stranger.session, admin.session]) {
        const res = await session.get(detailUrl(listing.id));
        expect(res.statusCode, state).toBe(404);
        expect(res.json()).toMatchObject({ code: 'NOT_FOUND', message: 'Recipe not found' });
        expect(res.body).not.toContain(SECRET);
      }
      const mine = (await creator.session.get(detailUrl(listing.id))).json() as ListingDetailView;
      expect(mine).toMatchObject({ access: 'creator', content: PAID_RECIPE });
      const bought = (await owner.session.get(detailUrl(listing.id))).json() as ListingDetailView;
      expect(bought).toMatchObject({ access: 'owner', content: PAID_RECIPE });
      expect(bought).not.toHaveProperty('validationReasons');
    }
  });

  it('tells the creator alone why validation kept the listing pending', async () => {
    const listing = await listingIn('pending');
    const mine = (await creator.session.get(detailUrl(listing.id))).json() as ListingDetailView;
    expect(mine).toMatchObject({
      status: 'pending',
      validationReasons: [{ key: 'listing.contentTooShort', params: { min: 50 } }],
    });
    const bought = (await owner.session.get(detailUrl(listing.id))).json() as ListingDetailView;
    expect(bought.validationReasons).toBeUndefined();
  });

  it("answers 'Recipe not found' for an id that does not exist, and refuses a malformed one", async () => {
    const missing = await visitor.get(detailUrl('no-such-listing'));
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Recipe not found');
    const long = await visitor.get(detailUrl('x'.repeat(65)));
    expect(long.statusCode).toBe(400);
  });
});

describe('the preview', () => {
  it('is at most 200 characters, cut at a word, never a whole short recipe', () => {
    const preview = listingPreview(PAID_RECIPE);
    expect(preview.length).toBeLessThanOrEqual(200);
    expect(preview.length).toBeGreaterThan(140);
    expect(PAID_RECIPE.startsWith(preview)).toBe(true);
    expect(PAID_RECIPE[preview.length]).toMatch(/\s/);
    const short = 'Goal: be brief.\nSteps:\n1. Write one line.';
    expect(listingPreview(short).length).toBeLessThanOrEqual(short.length / 2);
  });

  it('never cuts a surrogate pair in half', () => {
    const emoji = '😀'.repeat(300);
    const preview = listingPreview(emoji);
    expect(preview.length).toBeLessThanOrEqual(200);
    expect(preview.length % 2).toBe(0);
    expect([...preview].every((c) => c === '😀')).toBe(true);
  });
});

describe('listing views', () => {
  it('counts a visitor once a day, and never the creator', async () => {
    const listing = await listingIn('published');
    await visitor.get(detailUrl(listing.id));
    await visitor.get(detailUrl(listing.id));
    expect(await viewCount(listing.id)).toBe(1);
    // Another address is another anonymous visitor; a signed-in user is counted by their id.
    await t.session('10.73.9.9').get(detailUrl(listing.id));
    await stranger.session.get(detailUrl(listing.id));
    await stranger.session.copy('10.73.9.10').get(detailUrl(listing.id));
    expect(await viewCount(listing.id)).toBe(3);
    await creator.session.get(detailUrl(listing.id));
    expect(await viewCount(listing.id)).toBe(3);
    const trend = (
      await db().select({ s: listings.trendScore }).from(listings).where(eq(listings.id, listing.id))
    )[0]!;
    expect(trend.s).toBeGreaterThan(0);
    // The next UTC day, the same visitor counts again.
    const tomorrow = new Date(Date.now() + 24 * 3600 * 1000);
    expect(await countListingView(db(), listing.id, `u:${stranger.id}`, tomorrow)).toBe(true);
    expect(await countListingView(db(), listing.id, `u:${stranger.id}`, tomorrow)).toBe(false);
    expect(await viewCount(listing.id)).toBe(4);
    const rows = await db().select().from(listingViews).where(eq(listingViews.listingId, listing.id));
    expect(rows).toHaveLength(4);
    // No address is stored as it is.
    expect(rows.some((r) => r.visitor.includes('10.73'))).toBe(false);
  });

  it('does not count views of a listing that is not published', async () => {
    const listing = await listingIn('draft');
    await owner.session.get(detailUrl(listing.id));
    expect(await viewCount(listing.id)).toBe(0);
  });
});

describe('what changed, for owners', () => {
  async function republish(id: string, version: number, content: string, title?: string) {
    const [row] = await db()
      .update(listings)
      .set({ version, content, ...(title ? { title } : {}), updatedAt: sql`now()` })
      .where(eq(listings.id, id))
      .returning();
    await db().insert(listingVersions).values({
      listingId: id,
      version,
      title: row!.title,
      description: row!.description,
      content,
      tags: row!.tags,
    });
  }

  const V2 = PAID_RECIPE.replace(
    '## Principles\n- Fewer outcomes, stated plainly, beat long lists\n- Every outcome has one owner\n\n',
    '',
  )
    .replace('4. Review', '4. Share the scores.\n5. Review')
    .concat('\n## Notes\n- Keep the board visible.\n');

  it('lists the sections added, removed and changed since the version the owner read, until they mark it read', async () => {
    const listing = await listingIn('published');
    await republish(listing.id, 2, V2);
    const res = await owner.session.get(detailUrl(listing.id));
    const detail = res.json() as ListingDetailView;
    expect(detail.version).toBe(2);
    expect(detail.changes).toEqual({
      fromVersion: 1,
      toVersion: 2,
      titleChanged: false,
      sections: [
        { section: 'Steps', change: 'changed' },
        { section: 'Notes', change: 'added' },
        { section: 'Principles', change: 'removed' },
      ],
    });
    // Only owners are told: not the creator, not a visitor.
    expect(
      ((await creator.session.get(detailUrl(listing.id))).json() as ListingDetailView).changes,
    ).toBeUndefined();
    expect(((await visitor.get(detailUrl(listing.id))).json() as ListingDetailView).changes).toBeUndefined();

    const seen = await owner.session.post(`${detailUrl(listing.id)}/seen`);
    expect(seen.statusCode, seen.body).toBe(200);
    expect(seen.json()).toEqual({ seenVersion: 2 });
    const [purchase] = await db()
      .select()
      .from(purchases)
      .where(and(eq(purchases.listingId, listing.id), eq(purchases.buyerId, owner.id)));
    expect(purchase!.seenVersion).toBe(2);
    expect(
      ((await owner.session.get(detailUrl(listing.id))).json() as ListingDetailView).changes,
    ).toBeUndefined();
  });

  it('has nothing new for an owner who bought the current version', async () => {
    const listing = await listingIn('published');
    await republish(listing.id, 2, V2, 'Quarterly Planning Ritual, revised');
    const late = await signUp(t, 'detail-late-buyer@example.com', { ip: '10.73.0.6' });
    await grantOwnership(db(), listing.id, late.id, 999);
    expect(
      ((await late.session.get(detailUrl(listing.id))).json() as ListingDetailView).changes,
    ).toBeUndefined();
    const early = ((await owner.session.get(detailUrl(listing.id))).json() as ListingDetailView).changes;
    expect(early?.titleChanged).toBe(true);
  });

  it('marks read for owners only', async () => {
    const listing = await listingIn('published');
    const url = `${detailUrl(listing.id)}/seen`;
    expect((await visitor.post(url)).statusCode).toBe(401);
    const notOwner = await stranger.session.post(url);
    expect(notOwner.statusCode).toBe(403);
    expect(notOwner.json().message).toBe('Only owners of this recipe receive its updates.');
    expect((await creator.session.post(url)).statusCode).toBe(403);
    const draft = await listingIn('draft');
    expect((await stranger.session.post(`${detailUrl(draft.id)}/seen`)).statusCode).toBe(404);
  });
});

describe("the listing's page", () => {
  it('carries its own title, description, canonical link and image, in the reader’s language', async () => {
    const listing = await listingIn('published', { title: 'Launch <Checklist> & Co', description: '' });
    await db()
      .update(listings)
      .set({ imageKey: 'listings/x.png', imageVersion: 3 })
      .where(eq(listings.id, listing.id));
    const res = await visitor.get(`/marketplace/recipe/${listing.id}`, { 'accept-language': 'de' });
    expect(res.statusCode).toBe(200);
    const canonical = `${ORIGIN}/marketplace/recipe/${listing.id}`;
    expect(res.body).toContain('<title>Launch &lt;Checklist&gt; &amp; Co · Recipe Forge</title>');
    expect(res.body).toContain(`<link rel="canonical" href="${canonical}" />`);
    expect(res.body).toContain(`<meta property="og:url" content="${canonical}" />`);
    expect(res.body).toContain(
      `<meta property="og:image" content="${ORIGIN}/api/marketplace/listings/${listing.id}/image?v=3" />`,
    );
    expect(res.body).toContain('Ein Prompt-Rezept von Test Creator auf dem Recipe-Forge-Marktplatz.');
    expect(res.body).toContain('<html lang="de">');
    expect(res.body).not.toContain(SECRET);
  });

  it('uses the public description, never the content', async () => {
    const listing = await listingIn('published');
    const res = await visitor.get(`/marketplace/recipe/${listing.id}`);
    expect(res.body).toContain(
      '<meta name="description" content="Three outcomes a quarter, with owners and dates." />',
    );
    expect(res.body).not.toContain('Cluster the list');
  });

  it('is a 404 for an unknown id or a listing that is not published, and the old address redirects', async () => {
    for (const state of ['draft', 'pending', 'deleted'] as const) {
      const listing = await listingIn(state);
      const res = await creator.session.get(`/marketplace/recipe/${listing.id}`);
      expect(res.statusCode, state).toBe(404);
      expect(res.body).not.toContain(SECRET);
      expect(res.body).not.toContain(`(${state})`);
    }
    expect((await visitor.get('/marketplace/recipe/nothing-here')).statusCode).toBe(404);
    const old = await visitor.get('/marketplace/recipes/abc?ref=x');
    expect(old.statusCode).toBe(301);
    expect(old.headers.location).toBe('/marketplace/recipe/abc?ref=x');
  });
});

describe('the marketplace sitemap', () => {
  it('lists published listings with their last change, and nothing else', async () => {
    const published = await listingIn('published');
    const draft = await listingIn('draft');
    const deleted = await listingIn('deleted');
    const res = await visitor.get('/sitemap-marketplace.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/xml');
    expect(res.body).toMatch(
      new RegExp(`<loc>${ORIGIN}/marketplace/recipe/${published.id}</loc><lastmod>\\d{4}-\\d\\d-\\d\\dT`),
    );
    expect(res.body).not.toContain(draft.id);
    expect(res.body).not.toContain(deleted.id);
    expect(res.body).not.toContain('Quarterly');
    expect((await visitor.get('/robots.txt')).body).toContain(`Sitemap: ${ORIGIN}/sitemap-marketplace.xml`);
  });
});
