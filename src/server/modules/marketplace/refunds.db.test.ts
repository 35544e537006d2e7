import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PurchaseHistoryPage, PurchaseHistoryRecord } from '@shared/contracts/purchase-history';
import {
  DEFAULT_MARKETPLACE_PRIVACY,
  DEFAULT_MARKETPLACE_NOTIFICATIONS,
} from '@shared/contracts/marketplace-settings';
import { checkouts, jobs, listings, marketplaceSettings, purchases, transactions } from '../../db/schema';
import {
  chargeRefundedEvent,
  LOCAL_SIGNATURE_HEADER,
  LocalPaymentProvider,
  localPaymentIdOf,
} from '../../payments/local-provider';
import type { PaymentProvider } from '../../payments/payment-provider';
import { signUp, type SignedUpUser } from '../../test/accounts';
import { type CapturedMail, startSmtpCapture, type SmtpCapture } from '../../test/smtp-capture';
import { createTestApp, type TestApp } from '../../test/test-app';
import { readyPaymentAccount, seedListing } from './marketplace-test-kit';
import { PurchaseHistoryService } from './purchase-history.service';

/**
 * Sales and refunds end to end with the local test provider (issue 21 §2, §8): a paid checkout
 * mails a receipt and a sale notice through the job queue; POST /api/marketplace/purchases/:id/refund
 * asks the provider, whose signed `charge.refunded` (real HTTP to this app) revokes once; and
 * every refusal of platform.md §5 (another user's, free, over 30 days, twice).
 */
let t: TestApp;
let smtp: SmtpCapture;
let creator: SignedUpUser;
let buyer: SignedUpUser;
let stranger: SignedUpUser;

const CREATOR = 'creator-refunds@example.com';
const BUYER = 'buyer-refunds@example.com';

beforeAll(async () => {
  smtp = await startSmtpCapture();
  t = await createTestApp({
    env: { PUBLIC_URL: 'http://localhost:3982', SMTP_URL: smtp.url },
    jobs: { pollMs: 50, backoffBaseMs: 100, backoffMaxMs: 200 },
  });
  // The local provider delivers its webhooks (paid, refunded) by real HTTP to this app.
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  creator = await signUp(t, CREATOR, { ip: '10.82.0.1' });
  // The creator's mails must not wait for the default quiet hours (22:00–08:00) whatever the hour.
  const quiet = await creator.session.request('PATCH', '/api/notification-preferences', {
    quietHours: { from: '00:00', to: '00:00' },
  });
  expect(quiet.statusCode, quiet.body).toBe(200);
  buyer = await signUp(t, BUYER, { ip: '10.82.0.2' });
  stranger = await signUp(t, 'stranger-refunds@example.com', { ip: '10.82.0.3' });
  await readyPaymentAccount(t.database.db, creator.id);
}, 180_000);
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

const db = () => t.database.db;
const taken = new Set<CapturedMail>();

/** The next mail to `to` whose subject has `subject` (other mails, such as sign-up's, stay). */
async function mailTo(to: string, subject: string, timeoutMs = 10_000): Promise<CapturedMail> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const mail = smtp.mails.find((m) => !taken.has(m) && m.to.includes(to) && m.subject.includes(subject));
    if (mail) {
      taken.add(mail);
      return mail;
    }
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error(
    `no mail "${subject}" to ${to}; got: ${smtp.mails.map((m) => `${m.to}: ${m.subject}`).join('; ')}`,
  );
}

/** Waits until every queued sale mail job has run. */
async function jobsSettled(timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const [row] = await db()
      .select({ open: sql<number>`count(*)::int` })
      .from(jobs)
      .where(sql`${jobs.status} in ('queued', 'running') and ${jobs.type} like 'sale.%'`);
    if (Number(row?.open ?? 0) === 0) return;
    if (Date.now() > deadline) throw new Error('jobs still queued');
    await new Promise((r) => setTimeout(r, 25));
  }
}

/** Buys the listing through the local provider's checkout and its signed webhook: the purchase id. */
async function buy(who: SignedUpUser, listingId: string): Promise<string> {
  const started = await who.session.post(`/api/marketplace/listings/${listingId}/checkout`, {});
  expect(started.statusCode, started.body).toBe(201);
  const checkoutId = decodeURIComponent(String(started.json().url).split('/').pop()!);
  const pay = await who.session.post(`/api/payments/local/checkouts/${checkoutId}/pay`);
  expect(pay.statusCode, pay.body).toBe(200);
  const [row] = await db()
    .select({ id: purchases.id })
    .from(purchases)
    .where(and(eq(purchases.listingId, listingId), eq(purchases.buyerId, who.id)));
  return row!.id;
}

const refund = (who: SignedUpUser, purchaseId: string, body: unknown = {}) =>
  who.session.post(`/api/marketplace/purchases/${purchaseId}/refund`, body);
const purchaseRow = async (id: string) =>
  (await db().select().from(purchases).where(eq(purchases.id, id)))[0]!;
const listingRow = async (id: string) => (await db().select().from(listings).where(eq(listings.id, id)))[0]!;
const saleOf = async (purchaseId: string) =>
  (await db().select().from(transactions).where(eq(transactions.purchaseId, purchaseId)))[0]!;
const paymentIdOf = async (purchaseId: string) => {
  const [row] = await db()
    .select({ session: checkouts.providerSessionId })
    .from(purchases)
    .innerJoin(checkouts, eq(checkouts.id, purchases.checkoutId))
    .where(eq(purchases.id, purchaseId));
  return localPaymentIdOf(row!.session!);
};
const history = async (who: SignedUpUser, query = '') => {
  const res = await who.session.get(`/api/marketplace/purchase-history${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as PurchaseHistoryPage;
};
const recordOf = async (who: SignedUpUser, purchaseId: string): Promise<PurchaseHistoryRecord | undefined> =>
  (await history(who)).items.find((r) => r.id === purchaseId);
const sendRefundedEvent = (body: string, signature: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/payments/webhooks/local',
    headers: { 'content-type': 'application/json', [LOCAL_SIGNATURE_HEADER]: signature },
    payload: body,
  });
const jobsOf = (type: string, transactionId: string) =>
  db()
    .select()
    .from(jobs)
    .where(and(eq(jobs.type, type), eq(jobs.key, `${type}:${transactionId}`)));

describe('sale mails', () => {
  it('mails the buyer a receipt and the creator a sale notice, each once', async () => {
    const listing = await seedListing(db(), {
      creatorId: creator.id,
      title: 'Receipt Ritual',
      priceCents: 1299,
      creatorName: 'Ada Creator',
    });
    const purchaseId = await buy(buyer, listing.id);
    const receipt = await mailTo(BUYER, 'Your receipt for Receipt Ritual');
    expect(receipt.text).toContain('You bought Receipt Ritual by Ada Creator for $12.99.');
    expect(receipt.text).toContain(`http://localhost:3982/marketplace/recipe/${listing.id}`);
    expect(receipt.text).toContain('within 30 days');
    const notice = await mailTo(CREATOR, 'You made a sale: Receipt Ritual');
    // 20% platform fee: 12.99 - 2.60.
    expect(notice.text).toContain(
      'Someone bought Receipt Ritual for $12.99. Your share after the platform fee is $10.39.',
    );
    expect(notice.text).not.toContain(BUYER);
    expect(notice.text).toContain('http://localhost:3982/creator/analytics');

    const sale = await saleOf(purchaseId);
    expect(sale).toMatchObject({ status: 'completed', amountCents: 1299, creatorPayoutCents: 1039 });
    expect(await jobsOf('sale.receipt', sale.id)).toHaveLength(1);
    expect(await jobsOf('sale.notice', sale.id)).toHaveLength(1);
  });

  it('sends no sale notice while the creator has sales alerts off, the receipt still', async () => {
    await db()
      .insert(marketplaceSettings)
      .values({
        userId: creator.id,
        notifications: { ...DEFAULT_MARKETPLACE_NOTIFICATIONS, salesAlerts: false },
        privacy: DEFAULT_MARKETPLACE_PRIVACY,
      });
    try {
      const listing = await seedListing(db(), {
        creatorId: creator.id,
        title: 'Quiet Sale',
        priceCents: 499,
      });
      const purchaseId = await buy(buyer, listing.id);
      await mailTo(BUYER, 'Your receipt for Quiet Sale');
      await jobsSettled();
      const sale = await saleOf(purchaseId);
      expect(await jobsOf('sale.notice', sale.id)).toHaveLength(0);
      expect(
        smtp.mails.filter((m) => m.subject.includes('Quiet Sale') && m.to.includes(CREATOR)),
      ).toHaveLength(0);
    } finally {
      await db().delete(marketplaceSettings).where(eq(marketplaceSettings.userId, creator.id));
    }
  });

  it('sends no sale notice while the creator has e-mail notifications off', async () => {
    const off = await creator.session.request('PATCH', '/api/notification-preferences', {
      emailNotifications: false,
    });
    expect(off.statusCode, off.body).toBe(200);
    try {
      const listing = await seedListing(db(), {
        creatorId: creator.id,
        title: 'Muted Sale',
        priceCents: 599,
      });
      await buy(buyer, listing.id);
      await mailTo(BUYER, 'Your receipt for Muted Sale');
      await jobsSettled();
      expect(
        smtp.mails.filter((m) => m.subject.includes('Muted Sale') && m.to.includes(CREATOR)),
      ).toHaveLength(0);
    } finally {
      await creator.session.request('PATCH', '/api/notification-preferences', { emailNotifications: true });
    }
  });
});

describe('a refund with the local test provider', () => {
  it('refunds the payment; charge.refunded revokes once, counts down once and tells the creator', async () => {
    const listing = await seedListing(db(), {
      creatorId: creator.id,
      title: 'Refund Ritual',
      priceCents: 799,
    });
    const purchaseId = await buy(buyer, listing.id);
    expect((await listingRow(listing.id)).purchaseCount).toBe(1);
    const before = await recordOf(buyer, purchaseId);
    expect(before).toMatchObject({
      type: 'recipe',
      recipeId: listing.id,
      recipeName: 'Refund Ritual',
      amount: 799,
      status: 'completed',
      canRefund: true,
      canDownload: true,
      downloadUrl: `/api/marketplace/listings/${listing.id}/download`,
    });
    expect(Date.parse(before!.refundableUntil!) - Date.parse(before!.createdAt)).toBe(30 * 24 * 3600 * 1000);

    const res = await refund(buyer, purchaseId);
    expect(res.statusCode, res.body).toBe(200);
    // The local provider's charge.refunded reached the webhook before the provider answered.
    expect(res.json().record).toMatchObject({
      id: purchaseId,
      status: 'refunded',
      canRefund: false,
      canDownload: false,
      downloadUrl: null,
    });
    const row = await purchaseRow(purchaseId);
    expect(row.status).toBe('refunded');
    expect(row.refundedAt).toBeInstanceOf(Date);
    expect(row.refundRequestedAt).toBeInstanceOf(Date);
    expect(row.providerRefundId).toMatch(/^re_local_/);
    const sale = await saleOf(purchaseId);
    expect(sale).toMatchObject({ status: 'refunded' });
    expect(sale.refundedAt).toBeInstanceOf(Date);
    expect((await listingRow(listing.id)).purchaseCount).toBe(0);
    // Ownership ended: the content is no longer the buyer's.
    expect((await buyer.session.get(`/api/marketplace/listings/${listing.id}/download`)).statusCode).toBe(
      404,
    );

    const notice = await mailTo(CREATOR, 'A sale was refunded: Refund Ritual');
    expect(notice.text).toContain('A purchase of Refund Ritual for $7.99 was refunded to the buyer');

    // Asking again is refused, and nothing reaches the provider.
    const again = await refund(buyer, purchaseId);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ key: 'refund.alreadyRefunded' });

    // Another charge.refunded for the same payment (a replay with a new id, or a second event)
    // changes nothing: the count stays at 0, never -1, and no second notice is queued.
    const provider = new LocalPaymentProvider(t.env.AUTH_SECRET);
    const paymentId = await paymentIdOf(purchaseId);
    const replay = provider.signedEvent(chargeRefundedEvent(paymentId, 799, 799));
    expect((await sendRefundedEvent(replay.body, replay.signature)).statusCode).toBe(200);
    expect((await sendRefundedEvent(replay.body, replay.signature)).statusCode).toBe(200);
    expect((await listingRow(listing.id)).purchaseCount).toBe(0);
    expect((await purchaseRow(purchaseId)).status).toBe('refunded');
    expect(await jobsOf('sale.refundNotice', sale.id)).toHaveLength(1);
    await jobsSettled();
    expect(smtp.mails.filter((m) => m.subject.includes('A sale was refunded: Refund Ritual'))).toHaveLength(
      1,
    );
  });

  it('keeps ownership on a partial refund; a bought-again listing is not revoked by the old refund', async () => {
    const listing = await seedListing(db(), {
      creatorId: creator.id,
      title: 'Partial Ritual',
      priceCents: 1000,
    });
    const purchaseId = await buy(buyer, listing.id);
    const provider = new LocalPaymentProvider(t.env.AUTH_SECRET);
    const paymentId = await paymentIdOf(purchaseId);

    const partial = provider.signedEvent(chargeRefundedEvent(paymentId, 1000, 400));
    expect((await sendRefundedEvent(partial.body, partial.signature)).statusCode).toBe(200);
    expect((await purchaseRow(purchaseId)).status).toBe('completed');
    expect((await saleOf(purchaseId)).status).toBe('completed');
    expect((await listingRow(listing.id)).purchaseCount).toBe(1);

    // Fully refunded now, then bought again: a late copy of the first refund leaves the new one.
    const full = provider.signedEvent(chargeRefundedEvent(paymentId, 1000, 1000));
    await sendRefundedEvent(full.body, full.signature);
    expect((await purchaseRow(purchaseId)).status).toBe('refunded');
    expect((await listingRow(listing.id)).purchaseCount).toBe(0);
    expect(await buy(buyer, listing.id)).toBe(purchaseId);
    expect((await purchaseRow(purchaseId)).status).toBe('completed');
    const late = provider.signedEvent(chargeRefundedEvent(paymentId, 1000, 1000));
    await sendRefundedEvent(late.body, late.signature);
    expect((await purchaseRow(purchaseId)).status).toBe('completed');
    expect((await listingRow(listing.id)).purchaseCount).toBe(1);
    expect((await recordOf(buyer, purchaseId))?.canRefund).toBe(true);
  });
});

describe('refund refusals', () => {
  it("answers another user's purchase as not found, and refuses a price or amount in the body", async () => {
    const listing = await seedListing(db(), { creatorId: creator.id, title: 'Not Yours', priceCents: 499 });
    const purchaseId = await buy(buyer, listing.id);
    const res = await refund(stranger, purchaseId);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ key: 'refund.purchaseNotFound', message: 'Purchase not found' });
    expect((await refund(stranger, 'no-such-purchase')).statusCode).toBe(404);
    const withAmount = await refund(buyer, purchaseId, { amountCents: 1 });
    expect(withAmount.statusCode).toBe(400);
    expect(withAmount.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
    expect(await purchaseRow(purchaseId)).toMatchObject({ status: 'completed', refundRequestedAt: null });
    // Signed out: refused before anything is looked up.
    expect(
      (await t.session('10.82.0.9').post(`/api/marketplace/purchases/${purchaseId}/refund`, {})).statusCode,
    ).toBe(401);
  });

  it('refuses a free claim, a purchase 30 days old, and one asked for already', async () => {
    const free = await seedListing(db(), { creatorId: creator.id, title: 'Free Ritual', priceCents: 0 });
    const claim = await buyer.session.post(`/api/marketplace/listings/${free.id}/claim`);
    expect(claim.statusCode, claim.body).toBe(200);
    const [claimed] = await db().select().from(purchases).where(eq(purchases.listingId, free.id));
    const freeRes = await refund(buyer, claimed!.id);
    expect(freeRes.statusCode).toBe(400);
    expect(freeRes.json()).toMatchObject({ key: 'refund.freeClaim' });
    expect(await recordOf(buyer, claimed!.id)).toMatchObject({
      canRefund: false,
      canDownload: true,
      amount: 0,
    });

    const old = await seedListing(db(), { creatorId: creator.id, title: 'Old Ritual', priceCents: 499 });
    const oldId = await buy(buyer, old.id);
    await db()
      .update(purchases)
      .set({ createdAt: sql`now() - interval '30 days 1 minute'` })
      .where(eq(purchases.id, oldId));
    const oldRes = await refund(buyer, oldId);
    expect(oldRes.statusCode).toBe(400);
    expect(oldRes.json()).toMatchObject({
      key: 'refund.windowPassed',
      params: { days: 30 },
      message: 'The refund window has passed: refunds are available within 30 days of purchase.',
    });
    expect(await recordOf(buyer, oldId)).toMatchObject({
      status: 'completed',
      canRefund: false,
      refundableUntil: null,
    });
    expect(await purchaseRow(oldId)).toMatchObject({ refundRequestedAt: null });

    const asked = await seedListing(db(), { creatorId: creator.id, title: 'Asked Ritual', priceCents: 499 });
    const askedId = await buy(buyer, asked.id);
    await db().update(purchases).set({ refundRequestedAt: new Date() }).where(eq(purchases.id, askedId));
    const askedRes = await refund(buyer, askedId);
    expect(askedRes.statusCode).toBe(409);
    expect(askedRes.json()).toMatchObject({ key: 'refund.alreadyRequested' });
    // Asked and not confirmed yet: pending, still owned, no second refund offered.
    expect(await recordOf(buyer, askedId)).toMatchObject({ status: 'pending', canRefund: false });
    expect((await purchaseRow(askedId)).status).toBe('completed');
  });

  it('says the spec’s failure and lets the buyer ask again when the provider fails', async () => {
    const listing = await seedListing(db(), {
      creatorId: creator.id,
      title: 'Outage Ritual',
      priceCents: 499,
    });
    const purchaseId = await buy(buyer, listing.id);
    const failing = {
      name: 'local',
      refund: async () => {
        throw new Error('connection reset');
      },
    } as unknown as PaymentProvider;
    const service = new PurchaseHistoryService({ db: db(), log: t.app.log, provider: failing });
    await expect(service.requestRefund(buyer.id, purchaseId)).rejects.toMatchObject({
      key: 'refund.failed',
      status: 502,
      message: 'Failed to submit refund request. Please try again.',
    });
    expect(await purchaseRow(purchaseId)).toMatchObject({
      status: 'completed',
      refundRequestedAt: null,
      providerRefundId: null,
    });
    // The real provider then takes it.
    expect((await refund(buyer, purchaseId)).json().record).toMatchObject({ status: 'refunded' });
  });

  it('lets only one of two refund requests at once reach the provider', async () => {
    const listing = await seedListing(db(), {
      creatorId: creator.id,
      title: 'Twice Ritual',
      priceCents: 499,
    });
    const purchaseId = await buy(buyer, listing.id);
    const [a, b] = await Promise.all([refund(buyer, purchaseId), refund(buyer, purchaseId)]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    expect((await listingRow(listing.id)).purchaseCount).toBe(0);
    const sale = await saleOf(purchaseId);
    expect(await jobsOf('sale.refundNotice', sale.id)).toHaveLength(1);
  });
});
