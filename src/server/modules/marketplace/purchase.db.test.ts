import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CheckoutView, PurchasesPage } from '@shared/contracts/marketplace-purchase';
import { checkouts, listings, paymentEvents, purchases, recipes } from '../../db/schema';
import {
  LOCAL_SIGNATURE_HEADER,
  LocalPaymentProvider,
  localWebhookSecret,
  paidEvent,
} from '../../payments/local-provider';
import { signatureHeader } from '../../payments/webhook-signature';
import { signUp, type SignedUpUser } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/test-app';
import { grantOwnership, readyPaymentAccount, SAMPLE_RECIPE, seedListing } from './marketplace-test-kit';

let t: TestApp;
let creator: SignedUpUser;
let buyer: SignedUpUser;
let stranger: SignedUpUser;

beforeAll(async () => {
  t = await createTestApp({
    env: { PUBLIC_URL: 'http://localhost:3978', ADMIN_EMAILS: 'admin-purchase@example.com' },
    jobs: false,
  });
  // 'Pay with test card' delivers its webhook by real HTTP to this app: it must listen.
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  creator = await signUp(t, 'creator-purchase@example.com', { ip: '10.72.0.1' });
  buyer = await signUp(t, 'buyer-purchase@example.com', { ip: '10.72.0.2' });
  stranger = await signUp(t, 'stranger-purchase@example.com', { ip: '10.72.0.3' });
  await readyPaymentAccount(t.database.db, creator.id);
}, 180_000);
afterAll(() => t?.close());

const db = () => t.database.db;
const checkoutUrl = (id: string) => `/api/marketplace/listings/${id}/checkout`;
const paid = (extra: Partial<Parameters<typeof seedListing>[1]> = {}) =>
  seedListing(db(), { creatorId: creator.id, priceCents: 499, ...extra });
const listingRow = async (id: string) => (await db().select().from(listings).where(eq(listings.id, id)))[0]!;
const purchasesOf = (listingId: string) =>
  db().select().from(purchases).where(eq(purchases.listingId, listingId));
const checkoutsOf = (listingId: string) =>
  db().select().from(checkouts).where(eq(checkouts.listingId, listingId));

async function startCheckout(session: SignedUpUser, listingId: string): Promise<string> {
  const res = await session.session.post(checkoutUrl(listingId), {});
  expect(res.statusCode, res.body).toBe(201);
  const { url } = res.json() as { url: string };
  const match = /^\/marketplace\/checkout\/test\/([^/?#]+)$/.exec(url);
  expect(match, url).not.toBeNull();
  return decodeURIComponent(match![1]!);
}

/** A webhook sent as the local provider would (or forged, with another secret or time). */
function webhook(body: string, signature: string | undefined) {
  return t.app.inject({
    method: 'POST',
    url: '/api/payments/webhooks/local',
    headers: {
      'content-type': 'application/json',
      ...(signature ? { [LOCAL_SIGNATURE_HEADER]: signature } : {}),
    },
    payload: body,
  });
}
const provider = () => new LocalPaymentProvider(t.env.AUTH_SECRET);
const sessionIdOf = async (checkoutId: string) =>
  (await db().select().from(checkouts).where(eq(checkouts.id, checkoutId)))[0]!.providerSessionId!;

describe('paid checkout with the local test provider', () => {
  it('copies the price from the database, pays through the signed webhook and grants once', async () => {
    const listing = await paid({ title: 'Paid Ritual' });
    const checkoutId = await startCheckout(buyer, listing.id);
    const [row] = await checkoutsOf(listing.id);
    expect(row).toMatchObject({
      id: checkoutId,
      buyerId: buyer.id,
      amountCents: 499,
      feeCents: 100,
      status: 'open',
    });

    const view = (await buyer.session.get(`/api/payments/checkouts/${checkoutId}`)).json() as CheckoutView;
    expect(view).toMatchObject({
      status: 'open',
      listingId: listing.id,
      listingTitle: 'Paid Ritual',
      amountCents: 499,
      testMode: true,
      owned: false,
    });
    // Not the buyer: as if it did not exist.
    expect((await stranger.session.get(`/api/payments/checkouts/${checkoutId}`)).statusCode).toBe(404);
    expect((await stranger.session.post(`/api/payments/local/checkouts/${checkoutId}/pay`)).statusCode).toBe(
      404,
    );
    expect(await purchasesOf(listing.id)).toHaveLength(0);

    const pay = await buyer.session.post(`/api/payments/local/checkouts/${checkoutId}/pay`);
    expect(pay.statusCode, pay.body).toBe(200);
    expect(pay.json()).toEqual({ redirectTo: `/marketplace/purchase/success?checkout=${checkoutId}` });

    const owned = await purchasesOf(listing.id);
    expect(owned).toHaveLength(1);
    expect(owned[0]).toMatchObject({ buyerId: buyer.id, amountCents: 499, status: 'completed', checkoutId });
    const after = await listingRow(listing.id);
    expect(after.purchaseCount).toBe(1);
    expect(after.trendScore).toBeGreaterThan(0);
    expect((await db().select().from(checkouts).where(eq(checkouts.id, checkoutId)))[0]).toMatchObject({
      status: 'completed',
    });
    const done = (await buyer.session.get(`/api/payments/checkouts/${checkoutId}`)).json() as CheckoutView;
    expect(done).toMatchObject({ status: 'completed', owned: true });
    // Paying a completed checkout again is refused and grants nothing more.
    const again = await buyer.session.post(`/api/payments/local/checkouts/${checkoutId}/pay`);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ key: 'payment.checkoutClosed' });
    expect((await listingRow(listing.id)).purchaseCount).toBe(1);
  });

  it('refuses a price sent by the browser and keeps the amount of the listing row', async () => {
    const listing = await paid({ priceCents: 1299 });
    for (const body of [{ priceCents: 1 }, { amountCents: 0 }, { price: '0.01' }]) {
      const res = await buyer.session.post(checkoutUrl(listing.id), body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
    }
    expect(await checkoutsOf(listing.id)).toHaveLength(0);
    const checkoutId = await startCheckout(buyer, listing.id);
    // A price changed after the checkout opened does not change what this checkout charges.
    await db().update(listings).set({ priceCents: 1 }).where(eq(listings.id, listing.id));
    await buyer.session.post(`/api/payments/local/checkouts/${checkoutId}/pay`);
    expect((await purchasesOf(listing.id))[0]).toMatchObject({ amountCents: 1299 });
    expect((await checkoutsOf(listing.id))[0]).toMatchObject({ amountCents: 1299, feeCents: 260 });
  });

  it('grants once when the same checkout is paid twice at the same time', async () => {
    const listing = await paid();
    const checkoutId = await startCheckout(buyer, listing.id);
    const pay = () => buyer.session.post(`/api/payments/local/checkouts/${checkoutId}/pay`);
    const answers = await Promise.all([pay(), pay(), pay()]);
    for (const res of answers) expect([200, 409]).toContain(res.statusCode);
    expect(answers.some((res) => res.statusCode === 200)).toBe(true);
    expect(await purchasesOf(listing.id)).toHaveLength(1);
    expect((await listingRow(listing.id)).purchaseCount).toBe(1);
  });

  it('cancels back to the listing; a canceled checkout cannot be paid', async () => {
    const listing = await paid();
    const checkoutId = await startCheckout(buyer, listing.id);
    expect(
      (await stranger.session.post(`/api/payments/local/checkouts/${checkoutId}/cancel`)).statusCode,
    ).toBe(404);
    const res = await buyer.session.post(`/api/payments/local/checkouts/${checkoutId}/cancel`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ redirectTo: `/marketplace/recipe/${listing.id}` });
    expect((await checkoutsOf(listing.id))[0]).toMatchObject({ status: 'canceled' });
    const pay = await buyer.session.post(`/api/payments/local/checkouts/${checkoutId}/pay`);
    expect(pay.statusCode).toBe(409);
    expect(await purchasesOf(listing.id)).toHaveLength(0);
  });
});

describe('checkouts that are refused', () => {
  it('refuses listings that are not published, one’s own, free, owned, or of a creator without payments', async () => {
    const cases: Array<{
      listingId: string;
      who: SignedUpUser;
      status: number;
      key: string;
      message?: string;
    }> = [];
    for (const status of ['draft', 'pending'] as const) {
      const l = await paid({ status });
      cases.push({
        listingId: l.id,
        who: buyer,
        status: 404,
        key: 'marketplace.listingNotFound',
        message: 'Recipe not found',
      });
    }
    const deleted = await paid();
    await db().update(listings).set({ deletedAt: new Date() }).where(eq(listings.id, deleted.id));
    cases.push({ listingId: deleted.id, who: buyer, status: 404, key: 'marketplace.listingNotFound' });
    cases.push({ listingId: 'no-such-listing', who: buyer, status: 404, key: 'marketplace.listingNotFound' });
    const own = await paid();
    cases.push({ listingId: own.id, who: creator, status: 409, key: 'purchase.ownListing' });
    const free = await paid({ priceCents: 0 });
    cases.push({ listingId: free.id, who: buyer, status: 400, key: 'purchase.freeListing' });
    const owned = await paid();
    await grantOwnership(db(), owned.id, buyer.id, 499);
    cases.push({ listingId: owned.id, who: buyer, status: 409, key: 'purchase.alreadyOwned' });
    const unready = await signUp(t, 'unready-creator@example.com', { ip: '10.72.0.9' });
    const unpaid = await seedListing(db(), { creatorId: unready.id, priceCents: 499 });
    cases.push({ listingId: unpaid.id, who: buyer, status: 503, key: 'purchase.creatorCannotTakePayments' });

    for (const c of cases) {
      const res = await c.who.session.post(checkoutUrl(c.listingId), {});
      expect(res.statusCode, `${c.key}: ${res.body}`).toBe(c.status);
      expect(res.json()).toMatchObject({ key: c.key, ...(c.message ? { message: c.message } : {}) });
    }
    expect(await db().select().from(checkouts).where(eq(checkouts.buyerId, creator.id))).toHaveLength(0);
    for (const c of cases.filter((c) => c.listingId !== 'no-such-listing'))
      expect(await checkoutsOf(c.listingId)).toHaveLength(0);
    // Signed out: the sign-in refusal, nothing written.
    const anonymous = await t.session('10.72.0.50').post(checkoutUrl(own.id), {});
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('the local webhook', () => {
  it('handles a replayed event once: 200 each time, one grant', async () => {
    const listing = await paid();
    const checkoutId = await startCheckout(buyer, listing.id);
    const { body, signature } = provider().signedEvent(paidEvent(await sessionIdOf(checkoutId)));
    const first = await webhook(body, signature);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ received: true });
    const replay = await webhook(body, signature);
    expect(replay.statusCode).toBe(200);
    expect(await purchasesOf(listing.id)).toHaveLength(1);
    expect((await listingRow(listing.id)).purchaseCount).toBe(1);
    const event = JSON.parse(body) as { id: string };
    expect(await db().select().from(paymentEvents).where(eq(paymentEvents.id, event.id))).toHaveLength(1);
    // Another event for the same, completed, session grants nothing more either.
    const second = provider().signedEvent(paidEvent(await sessionIdOf(checkoutId)));
    expect((await webhook(second.body, second.signature)).statusCode).toBe(200);
    expect((await listingRow(listing.id)).purchaseCount).toBe(1);
  });

  it('refuses a bad signature, an old timestamp, no signature and a body that is no event, writing nothing', async () => {
    const listing = await paid();
    const checkoutId = await startCheckout(buyer, listing.id);
    const event = paidEvent(await sessionIdOf(checkoutId));
    const forged = new LocalPaymentProvider('another-secret-another-secret-another').signedEvent(event);
    const stale = provider().signedEvent(event, new Date(Date.now() - 10 * 60 * 1000));
    const good = provider().signedEvent(event);
    const notJson = '{"id": "evt_x", ';
    const noEvent = JSON.stringify({ id: 'evt_y', type: 'charge.refunded' });
    const attempts = [
      { body: forged.body, signature: forged.signature, key: 'payment.invalidSignature' },
      { body: stale.body, signature: stale.signature, key: 'payment.invalidSignature' },
      { body: good.body, signature: undefined, key: 'payment.invalidSignature' },
      {
        body: good.body.replace('"paid"', '"unpaid"'),
        signature: good.signature,
        key: 'payment.invalidSignature',
      },
      {
        body: notJson,
        signature: provider()
          .signedEvent(event)
          .signature.replace(/v1=\w+/, 'v1=zz'),
        key: 'payment.invalidSignature',
      },
    ];
    for (const a of attempts) {
      const res = await webhook(a.body, a.signature);
      expect(res.statusCode, a.body).toBe(400);
      expect(res.json()).toMatchObject({ key: a.key });
    }
    // Signed, but not an event the provider sends.
    for (const raw of [notJson, noEvent]) {
      const signed = signatureHeader(localWebhookSecret(t.env.AUTH_SECRET), raw);
      const res = await webhook(raw, signed);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ key: 'payment.invalidEvent' });
    }
    expect(await db().select().from(paymentEvents).where(eq(paymentEvents.id, event.id))).toHaveLength(0);
    expect(await purchasesOf(listing.id)).toHaveLength(0);
    expect((await checkoutsOf(listing.id))[0]).toMatchObject({ status: 'open' });
  });
});

describe('free claims', () => {
  it('claims a free listing once (amount 0), refuses a paid one with the spec’s words', async () => {
    const free = await paid({ priceCents: 0 });
    const first = await buyer.session.post(`/api/marketplace/listings/${free.id}/claim`);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ listingId: free.id, owned: true });
    const again = await buyer.session.post(`/api/marketplace/listings/${free.id}/claim`);
    expect(again.json()).toEqual({ listingId: free.id, owned: true });
    const rows = await purchasesOf(free.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ amountCents: 0, status: 'completed', provider: 'free' });
    expect((await listingRow(free.id)).purchaseCount).toBe(1);

    const priced = await paid();
    const refused = await buyer.session.post(`/api/marketplace/listings/${priced.id}/claim`);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ key: 'purchase.notFree', message: 'This recipe is not free' });
    const draft = await paid({ priceCents: 0, status: 'draft' });
    expect((await buyer.session.post(`/api/marketplace/listings/${draft.id}/claim`)).statusCode).toBe(404);
    expect(await purchasesOf(priced.id)).toHaveLength(0);
    expect(await purchasesOf(draft.id)).toHaveLength(0);
  });
});

describe('downloads, the owned list and Save a copy', () => {
  it('downloads to owners and the creator only, as a .txt named from the title with its length', async () => {
    const listing = await paid({ title: 'Crème Brûlée Review' });
    await grantOwnership(db(), listing.id, buyer.id, 499);
    const url = `/api/marketplace/listings/${listing.id}/download`;
    for (const who of [buyer, creator]) {
      const res = await who.session.get(url);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
      expect(res.headers['content-disposition']).toContain('filename="Creme Brulee Review.txt"');
      expect(res.headers['content-disposition']).toContain(
        "filename*=UTF-8''Cr%C3%A8me%20Br%C3%BBl%C3%A9e%20Review.txt",
      );
      expect(Number(res.headers['content-length'])).toBe(Buffer.byteLength(res.body, 'utf8'));
      expect(res.body).toContain('Choose the three outcomes that matter most next week.');
    }
    const refused = await stranger.session.get(url);
    expect(refused.statusCode).toBe(404);
    expect(refused.body).not.toContain('Empty every inbox');
    expect((await t.session('10.72.0.51').get(url)).statusCode).toBe(401);
  });

  it('lists the owned listings newest first, paged, and saves a copy into the owner’s gallery', async () => {
    const owner = await signUp(t, 'owner-list@example.com', { ip: '10.72.0.10' });
    const older = await paid({ title: 'Older Buy' });
    const newer = await paid({ title: 'Newer Buy', priceCents: 0 });
    await grantOwnership(db(), older.id, owner.id, 499);
    await db()
      .update(purchases)
      .set({ createdAt: new Date(Date.now() - 60_000) })
      .where(and(eq(purchases.listingId, older.id), eq(purchases.buyerId, owner.id)));
    await owner.session.post(`/api/marketplace/listings/${newer.id}/claim`);

    const page = (await owner.session.get('/api/marketplace/purchases')).json() as PurchasesPage;
    expect(page.items.map((i) => i.recipeName)).toEqual(['Newer Buy', 'Older Buy']);
    expect(page.items[1]).toMatchObject({
      recipeId: older.id,
      amount: 499,
      status: 'completed',
      creatorName: 'Test Creator',
      thumbnail: null,
    });
    expect(page.nextCursor).toBeNull();
    const first = (await owner.session.get('/api/marketplace/purchases?limit=1')).json() as PurchasesPage;
    expect(first.items.map((i) => i.recipeName)).toEqual(['Newer Buy']);
    const second = (
      await owner.session.get(`/api/marketplace/purchases?limit=1&cursor=${first.nextCursor}`)
    ).json() as PurchasesPage;
    expect(second.items.map((i) => i.recipeName)).toEqual(['Older Buy']);
    expect(second.nextCursor).toBeNull();
    const bad = await owner.session.get('/api/marketplace/purchases?cursor=not-a-cursor');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ key: 'purchase.invalidCursor' });
    // Someone else's list is their own.
    const theirs = (await stranger.session.get('/api/marketplace/purchases')).json() as PurchasesPage;
    expect(theirs.items.map((i) => i.recipeId)).not.toContain(older.id);

    const copy = await owner.session.post(`/api/marketplace/listings/${older.id}/copy`);
    expect(copy.statusCode, copy.body).toBe(201);
    const { recipeId } = copy.json() as { recipeId: string };
    const [recipe] = await db().select().from(recipes).where(eq(recipes.id, recipeId));
    expect(recipe).toMatchObject({ userId: owner.id, title: 'Older Buy', content: SAMPLE_RECIPE });
    const refused = await stranger.session.post(`/api/marketplace/listings/${older.id}/copy`);
    expect(refused.statusCode).toBe(404);
  });
});

describe('who may call what', () => {
  it('answers each role as the policy says, and gives the content to the creator and owners only', async () => {
    const listing = await paid({ title: 'Access Ritual' });
    const owner = await signUp(t, 'owner-access@example.com', { ip: '10.72.0.20' });
    await grantOwnership(db(), listing.id, owner.id, 499);
    const unverified = await signUp(t, 'unverified-access@example.com', {
      ip: '10.72.0.21',
      verified: false,
    });
    const admin = await signUp(t, 'admin-purchase@example.com', { ip: '10.72.0.22' });
    const checkoutId = await startCheckout(stranger, listing.id);
    const visitor = { session: t.session('10.72.0.23') } as SignedUpUser;
    const roles = { visitor, unverified, stranger, admin, creator, owner };
    type Role = keyof typeof roles;
    const base = `/api/marketplace/listings/${listing.id}`;
    const matrix: Array<[string, string, Record<Role, number>]> = [
      [
        'GET',
        `${base}/download`,
        { visitor: 401, unverified: 403, stranger: 404, admin: 404, creator: 200, owner: 200 },
      ],
      [
        'POST',
        `${base}/copy`,
        { visitor: 401, unverified: 403, stranger: 404, admin: 404, creator: 201, owner: 201 },
      ],
      [
        'POST',
        `${base}/claim`,
        { visitor: 401, unverified: 403, stranger: 400, admin: 400, creator: 400, owner: 400 },
      ],
      [
        'POST',
        `${base}/checkout`,
        { visitor: 401, unverified: 403, stranger: 201, admin: 201, creator: 409, owner: 409 },
      ],
      [
        'GET',
        '/api/marketplace/purchases',
        { visitor: 401, unverified: 403, stranger: 200, admin: 200, creator: 200, owner: 200 },
      ],
      [
        'GET',
        `/api/payments/checkouts/${checkoutId}`,
        { visitor: 401, unverified: 403, stranger: 200, admin: 404, creator: 404, owner: 404 },
      ],
    ];
    for (const [method, url, expected] of matrix)
      for (const [role, status] of Object.entries(expected) as [Role, number][]) {
        const { session } = roles[role];
        const res = method === 'GET' ? await session.get(url) : await session.post(url, {});
        expect(res.statusCode, `${method} ${url} as ${role}: ${res.body}`).toBe(status);
        // The recipe's steps reach the creator and owners only, by any of these routes.
        const mayRead = role === 'creator' || role === 'owner';
        if (!mayRead) expect(res.body).not.toContain('Empty every inbox into one list.');
      }
  });
});
