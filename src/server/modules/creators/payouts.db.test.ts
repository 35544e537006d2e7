import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs, marketplaceSettings, paymentEvents, payouts, transactions } from '../../db/schema';
import type { MailMessage } from '../../mail/mailer';
import {
  LOCAL_SIGNATURE_HEADER,
  type LocalEvent,
  LocalPaymentProvider,
  localEventId,
} from '../../payments/local-provider';
import { ownWebhookUrl } from '../../payments/own-webhook-url';
import { payoutMailJobKey } from '../../payments/payout-mail-jobs';
import { signUp, type SignedUpUser } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/test-app';
// biome-ignore lint/style/noRestrictedImports: the marketplace's test set-up (listings, accounts), not its code.
import { readyPaymentAccount, seedListing } from '../marketplace/marketplace-test-kit';
import { seedSale } from './creator-sales-test-kit';
import { payoutMailHandlers } from './payout-mail.job';
import { failPayout, type PayoutJobDeps, payOutCreator, runPayouts, sendPayout } from './payout-run.job';

/**
 * Payouts: `payout.*` webhooks of a creator's account (signed, by the local provider's route),
 * applied once and never backwards when they arrive out of order; the local provider's payout job
 * at fixed times (due or not, below the minimum, manual, paid once), its payout paid by the
 * provider's webhook over real HTTP, and the creator's mail.
 */
let t: TestApp;
let provider: LocalPaymentProvider;
let deps: PayoutJobDeps;
let buyer: SignedUpUser;

beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_URL: 'http://localhost:3986' }, jobs: false });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  provider = new LocalPaymentProvider(t.env.AUTH_SECRET, t.database.db, () => ownWebhookUrl(t.app));
  deps = { db: t.database.db, provider, log: t.app.log };
  buyer = await signUp(t, 'buyer-payouts@example.com', { ip: '10.85.1.1' });
}, 180_000);
afterAll(() => t?.close());

const db = () => t.database.db;
const at = (iso: string) => new Date(iso);
let ips = 10;
async function creator(email: string): Promise<SignedUpUser & { accountId: string; listingId: string }> {
  const who = await signUp(t, email, { ip: `10.85.1.${ips++}` });
  await readyPaymentAccount(db(), who.id);
  const listing = await seedListing(db(), { creatorId: who.id });
  return Object.assign(who, { accountId: `acct_local_${who.id}`, listingId: listing.id });
}
const sale = (
  who: { id: string; listingId: string },
  payoutCents: number,
  iso: string,
  status?: 'refunded',
) =>
  seedSale(db(), {
    listingId: who.listingId,
    creatorId: who.id,
    buyerId: buyer.id,
    payoutCents,
    createdAt: at(iso),
    status,
  });

function payoutEvent(
  accountId: string,
  payout: { id: string; amount: number; status: string },
  createdIso: string,
  type = `payout.${payout.status === 'in_transit' || payout.status === 'pending' ? 'updated' : payout.status}`,
): LocalEvent {
  return {
    id: localEventId(),
    type,
    created: Math.floor(at(createdIso).getTime() / 1000),
    account: accountId,
    data: {
      object: {
        ...payout,
        arrival_date: Math.floor(at('2026-11-20T00:00:00Z').getTime() / 1000),
        failure_message: payout.status === 'failed' ? 'The bank account was closed.' : null,
      },
    },
  };
}
async function deliver(event: LocalEvent) {
  const { body, signature } = provider.signedEvent(event);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/payments/webhooks/local',
    headers: { 'content-type': 'application/json', [LOCAL_SIGNATURE_HEADER]: signature },
    payload: body,
  });
  expect(res.statusCode, res.body).toBe(200);
}
const payoutRow = async (providerPayoutId: string) =>
  (await db().select().from(payouts).where(eq(payouts.providerPayoutId, providerPayoutId)))[0];
const mailJobs = (payoutId: string) =>
  db()
    .select()
    .from(jobs)
    .where(eq(jobs.key, payoutMailJobKey(payoutId)));

describe('payout.* webhooks', () => {
  it('store a payout by its provider id, never backwards, once per event, and queue one mail when paid', async () => {
    const ada = await creator('ada-payout-events@example.com');
    const po = { id: 'po_events_1', amount: 4200 };
    // Paid arrives first; the older pending and in-transit events come late and change nothing.
    const paid = payoutEvent(ada.accountId, { ...po, status: 'paid' }, '2026-11-20T10:00:00Z');
    await deliver(paid);
    const stored = await payoutRow('po_events_1');
    expect(stored).toMatchObject({
      creatorId: ada.id,
      provider: 'local',
      amountCents: 4200,
      status: 'paid',
      paidAt: at('2026-11-20T10:00:00Z'),
      arrivalAt: at('2026-11-20T00:00:00Z'),
    });
    await deliver(payoutEvent(ada.accountId, { ...po, status: 'pending' }, '2026-11-18T10:00:00Z'));
    await deliver(payoutEvent(ada.accountId, { ...po, status: 'in_transit' }, '2026-11-19T10:00:00Z'));
    expect(await payoutRow('po_events_1')).toMatchObject({
      status: 'paid',
      paidAt: at('2026-11-20T10:00:00Z'),
    });
    // A replay of the paid event is recorded once and queues no second mail.
    await deliver(paid);
    expect(await db().select().from(paymentEvents).where(eq(paymentEvents.id, paid.id))).toHaveLength(1);
    expect(await mailJobs(stored!.id)).toHaveLength(1);
    expect(await db().select().from(payouts).where(eq(payouts.creatorId, ada.id))).toHaveLength(1);

    // A paid payout can still fail later (the bank returned it); nothing comes back from failed.
    await deliver(payoutEvent(ada.accountId, { ...po, status: 'failed' }, '2026-11-22T10:00:00Z'));
    expect(await payoutRow('po_events_1')).toMatchObject({
      status: 'failed',
      failureMessage: 'The bank account was closed.',
    });
    await deliver(payoutEvent(ada.accountId, { ...po, status: 'paid' }, '2026-11-23T10:00:00Z'));
    expect((await payoutRow('po_events_1'))!.status).toBe('failed');

    // In order: pending, then in transit (processing), then paid.
    const po2 = { id: 'po_events_2', amount: 1500 };
    await deliver(
      payoutEvent(ada.accountId, { ...po2, status: 'pending' }, '2026-11-24T10:00:00Z', 'payout.created'),
    );
    expect(await payoutRow('po_events_2')).toMatchObject({ status: 'pending', paidAt: null });
    await deliver(payoutEvent(ada.accountId, { ...po2, status: 'in_transit' }, '2026-11-24T11:00:00Z'));
    expect((await payoutRow('po_events_2'))!.status).toBe('processing');
    await deliver(payoutEvent(ada.accountId, { ...po2, status: 'paid' }, '2026-11-25T11:00:00Z'));
    expect(await payoutRow('po_events_2')).toMatchObject({
      status: 'paid',
      paidAt: at('2026-11-25T11:00:00Z'),
    });

    const history = (await ada.session.get('/api/creator/payouts')).json();
    expect(
      history.items.map((p: { providerPayoutId: string; status: string }) => [p.providerPayoutId, p.status]),
    ).toEqual([
      ['po_events_2', 'paid'],
      ['po_events_1', 'failed'],
    ]);
  });

  it("ignore an account that is not ours and never move another creator's payout", async () => {
    const bob = await creator('bob-payout-events@example.com');
    const eve = await creator('eve-payout-events@example.com');
    await deliver(
      payoutEvent(
        'acct_someone_else',
        { id: 'po_stray', amount: 100, status: 'paid' },
        '2026-11-20T10:00:00Z',
      ),
    );
    expect(await payoutRow('po_stray')).toBeUndefined();
    await deliver(
      payoutEvent(bob.accountId, { id: 'po_bob', amount: 900, status: 'pending' }, '2026-11-20T10:00:00Z'),
    );
    await deliver(
      payoutEvent(eve.accountId, { id: 'po_bob', amount: 1, status: 'paid' }, '2026-11-21T10:00:00Z'),
    );
    expect(await payoutRow('po_bob')).toMatchObject({
      creatorId: bob.id,
      amountCents: 900,
      status: 'pending',
    });
  });
});

describe('the local provider’s payout job', () => {
  // Wednesday 2 December 2026: the weekly payout owed is Monday 30 November's, covering the
  // completed sales up to Monday 23 November 00:00 (out of the 7-day pending window by then).
  const now = at('2026-12-02T10:00:00Z');

  it('pays the owed sales once, through the provider’s webhook, and mails the creator', async () => {
    const cara = await creator('cara-payout-job@example.com');
    const old = await sale(cara, 3000, '2026-11-20T08:00:00Z');
    const edge = await sale(cara, 200, '2026-11-23T00:00:00Z');
    const refunded = await sale(cara, 5000, '2026-11-19T08:00:00Z', 'refunded');
    const recent = await sale(cara, 1000, '2026-11-28T08:00:00Z');

    // Two runs at once: one pays; the other finds it paid (not due any more), or, when it read
    // while the first held the sales, nothing left to pay. Never two payouts.
    const [first, second] = await Promise.all([
      payOutCreator(db(), cara.id, now),
      payOutCreator(db(), cara.id, now),
    ]);
    const made = [first, second].filter((r) => r.outcome === 'queued');
    expect(made).toHaveLength(1);
    expect(['not-due', 'nothing']).toContain([first, second].find((r) => r.outcome !== 'queued')!.outcome);
    const payoutId = made[0]!.payoutId!;
    const [row] = await db().select().from(payouts).where(eq(payouts.id, payoutId));
    expect(row).toMatchObject({
      creatorId: cara.id,
      amountCents: 3200,
      status: 'pending',
      provider: 'local',
    });
    const linked = await db()
      .select({ id: transactions.id })
      .from(transactions)
      .where(eq(transactions.payoutId, payoutId));
    expect(linked.map((r) => r.id).sort()).toEqual([old, edge].sort());
    for (const id of [refunded, recent])
      expect((await db().select().from(transactions).where(eq(transactions.id, id)))[0]!.payoutId).toBeNull();
    const [settings] = await db()
      .select()
      .from(marketplaceSettings)
      .where(eq(marketplaceSettings.userId, cara.id));
    expect(settings!.lastPayoutAt).toEqual(now);
    const send = await db()
      .select()
      .from(jobs)
      .where(eq(jobs.key, `payouts.send:${payoutId}`));
    expect(send).toHaveLength(1);

    // A sweep later the same week pays nothing more.
    expect((await runPayouts(deps, at('2026-12-05T23:00:00Z')))[cara.id]).toBe('not-due');

    // The send job asks the provider, whose payout.paid comes back by HTTP to the webhook.
    await sendPayout(deps, { payoutId });
    const paid = (await db().select().from(payouts).where(eq(payouts.id, payoutId)))[0]!;
    expect(paid).toMatchObject({ status: 'paid', providerPayoutId: `po_local_${payoutId}` });
    expect(paid.paidAt).toBeInstanceOf(Date);
    expect(await db().select().from(payouts).where(eq(payouts.creatorId, cara.id))).toHaveLength(1);
    // Run again (a retry after a lost answer): the payout moved on, nothing is asked twice.
    await sendPayout(deps, { payoutId });
    expect(await db().select().from(payouts).where(eq(payouts.creatorId, cara.id))).toHaveLength(1);

    const sent: MailMessage[] = [];
    const mailer = { kind: 'outbox' as const, send: async (m: MailMessage) => void sent.push(m), close() {} };
    const handlers = payoutMailHandlers({ db: db(), mailer, log: t.app.log, publicUrl: t.env.PUBLIC_URL });
    expect(await mailJobs(payoutId)).toHaveLength(1);
    await handlers['payout.paidMail']!.run(
      { payoutId },
      { id: 'j', attempt: 1, maxAttempts: 5, signal: new AbortController().signal },
    );
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      to: 'cara-payout-job@example.com',
      subject: 'Your payout of $32.00 was sent to your bank',
    });
    expect(sent[0]!.text).toContain('http://localhost:3986/creator/analytics?tab=payouts');

    // Payout notifications off: the mail is not sent.
    await db()
      .update(marketplaceSettings)
      .set({ notifications: { ...settings!.notifications, payoutNotifications: false } })
      .where(eq(marketplaceSettings.userId, cara.id));
    await handlers['payout.paidMail']!.run(
      { payoutId },
      { id: 'j', attempt: 2, maxAttempts: 5, signal: new AbortController().signal },
    );
    expect(sent).toHaveLength(1);

    // Next Monday, the sale that was still pending this time is out of the window, but $10 is
    // below the $25 minimum: it waits, and nothing is written.
    expect((await payOutCreator(db(), cara.id, at('2026-12-06T23:00:00Z'))).outcome).toBe('not-due');
    expect((await payOutCreator(db(), cara.id, at('2026-12-07T01:00:00Z'))).outcome).toBe('below-minimum');
    expect(await db().select().from(payouts).where(eq(payouts.creatorId, cara.id))).toHaveLength(1);
  });

  it('waits below the minimum, skips manual and switched-off payouts, and follows a monthly schedule', async () => {
    const dan = await creator('dan-payout-job@example.com');
    await sale(dan, 2000, '2026-11-10T08:00:00Z');
    const manual = await creator('manual-payout-job@example.com');
    await sale(manual, 9000, '2026-11-10T08:00:00Z');
    const off = await creator('off-payout-job@example.com');
    await sale(off, 9000, '2026-11-10T08:00:00Z');
    const monthly = await creator('monthly-payout-job@example.com');
    await sale(monthly, 4000, '2026-11-10T08:00:00Z');
    const settings = (userId: string, values: Partial<typeof marketplaceSettings.$inferInsert>) =>
      db()
        .insert(marketplaceSettings)
        .values({
          userId,
          notifications: {
            salesAlerts: true,
            payoutNotifications: true,
            reviewNotifications: true,
            marketplaceUpdates: false,
            lowBalanceAlerts: false,
          },
          privacy: {
            publicProfile: true,
            showEarnings: false,
            showSalesCount: true,
            showRecentActivity: true,
          },
          ...values,
        });
    await settings(manual.id, { payoutFrequency: 'manual' });
    await settings(off.id, { autoPayoutEnabled: false });
    await settings(monthly.id, { payoutFrequency: 'monthly', lastPayoutAt: at('2026-12-01T00:30:00Z') });

    const outcomes = await runPayouts(deps, now);
    expect(outcomes[dan.id]).toBe('below-minimum');
    expect(outcomes[manual.id]).toBeUndefined();
    expect(outcomes[off.id]).toBeUndefined();
    // Paid on the 1st already: the next one is owed on 1 January.
    expect(outcomes[monthly.id]).toBe('not-due');
    for (const who of [dan, manual, off, monthly])
      expect(await db().select().from(payouts).where(eq(payouts.creatorId, who.id))).toHaveLength(0);
    const [danSettings] = await db()
      .select()
      .from(marketplaceSettings)
      .where(eq(marketplaceSettings.userId, dan.id));
    expect(danSettings).toBeUndefined();
    expect(
      await db()
        .select()
        .from(transactions)
        .where(and(eq(transactions.creatorId, dan.id), eq(transactions.status, 'completed'))),
    ).toEqual([expect.objectContaining({ payoutId: null })]);

    // A lower minimum pays Dan; January's 1st pays the monthly creator.
    await settings(dan.id, { payoutMinimumCents: 1000 });
    expect((await runPayouts(deps, now))[dan.id]).toBe('queued');
    expect((await runPayouts(deps, at('2027-01-01T00:05:00Z')))[monthly.id]).toBe('queued');
  });

  it('frees the sales of a payout that could not be sent', async () => {
    const fay = await creator('fay-payout-job@example.com');
    const id = await sale(fay, 3000, '2026-11-10T08:00:00Z');
    const { payoutId } = await payOutCreator(db(), fay.id, now);
    await failPayout(deps, { payoutId: payoutId! }, 'local webhook answered 500');
    expect((await db().select().from(payouts).where(eq(payouts.id, payoutId!)))[0]).toMatchObject({
      status: 'failed',
      failureMessage: 'The payout could not be sent.',
    });
    expect((await db().select().from(transactions).where(eq(transactions.id, id)))[0]!.payoutId).toBeNull();
    // Nothing is asked of the provider for a failed payout.
    await sendPayout(deps, { payoutId: payoutId! });
    expect((await db().select().from(payouts).where(eq(payouts.id, payoutId!)))[0]!.status).toBe('failed');
  });
});
