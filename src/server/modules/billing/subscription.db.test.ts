import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderErrorText } from '@shared/errors/error-table';
import { jobs, paymentEvents, profiles, subscriptions } from '../../db/schema';
import {
  LOCAL_SIGNATURE_HEADER,
  LocalPaymentProvider,
  type LocalEvent,
  localEventId,
} from '../../payments/local-provider';
import { ownWebhookUrl } from '../../payments/own-webhook-url';
import { signUp, type SignedUpUser } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/test-app';
import { hasStandardPlan } from './allowance.queries';
import { Allowance } from './allowance.service';
import { renewalJobKey, renewLocalSubscription } from './subscription-renewal-job';

/**
 * The Standard subscription with the local test provider over the real API: checkout at the plan
 * table's price, 'Start trial' delivering Stripe-shaped signed webhooks by real HTTP, the profile
 * and the allowance that follow, cancel at period end, resume, the renewal job, the end, and
 * events that are replayed, stale or forged.
 */
let t: TestApp;
let ada: SignedUpUser;
let bob: SignedUpUser;
let carol: SignedUpUser;
let provider: LocalPaymentProvider;
let allowance: Allowance;

beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_URL: 'http://localhost:3979' }, jobs: false });
  // 'Start trial', cancel and renewals deliver their webhooks by real HTTP to this app: it must listen.
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  ada = await signUp(t, 'ada-billing@example.com', { ip: '10.86.0.1' });
  bob = await signUp(t, 'bob-billing@example.com', { ip: '10.86.0.2' });
  carol = await signUp(t, 'carol-billing@example.com', { ip: '10.86.0.3' });
  provider = new LocalPaymentProvider(t.env.AUTH_SECRET, t.database.db, () => ownWebhookUrl(t.app));
  allowance = new Allowance(t.database.db, t.env.FREE_GENERATIONS);
}, 180_000);
afterAll(() => t?.close());

const db = () => t.database.db;
const DAY = 86_400_000;
const row = async (userId: string) =>
  (await db().select().from(subscriptions).where(eq(subscriptions.userId, userId)))[0];
const profileSubscription = async (userId: string) =>
  (await db().select().from(profiles).where(eq(profiles.id, userId)))[0]!.subscription;
const view = async (who: SignedUpUser) => {
  const res = await who.session.get('/api/billing/subscription');
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const webhook = (event: LocalEvent) => {
  const { body, signature } = provider.signedEvent(event);
  return t.app.inject({
    method: 'POST',
    url: '/api/payments/webhooks/local',
    headers: { 'content-type': 'application/json', [LOCAL_SIGNATURE_HEADER]: signature },
    payload: body,
  });
};
const renewalDeps = () => ({ db: db(), provider, log: t.app.log });

/** Checkout and 'Start trial' on the test page: the user is trialing. */
async function subscribe(who: SignedUpUser) {
  const checkout = await who.session.post('/api/billing/subscription/checkout');
  expect(checkout.statusCode, checkout.body).toBe(200);
  const sessionId = decodeURIComponent(checkout.json().url.split('/').pop());
  const start = await who.session.post(`/api/billing/local/sessions/${sessionId}/start`);
  expect(start.statusCode, start.body).toBe(200);
  return sessionId;
}

/** Uses up more than the Free plan's month: whether every generation was allowed. */
async function generationsAllowed(userId: string, count = t.env.FREE_GENERATIONS + 2) {
  for (let i = 0; i < count; i++) {
    try {
      await allowance.reserve({ userId });
    } catch {
      return false;
    }
  }
  return true;
}

describe('the Standard subscription with the local test provider', () => {
  it('upgrades at the plan table’s price through signed webhooks, and Standard lifts the limit', async () => {
    expect(await view(ada)).toMatchObject({
      plan: 'free',
      status: 'none',
      cancelAtPeriodEnd: false,
      usage: { plan: 'free', used: 0, limit: t.env.FREE_GENERATIONS },
      standard: { monthlyPriceCents: 999, trialDays: 14 },
      trialAvailable: true,
    });

    // The browser's amount and trial are not read: the server's plan table decides.
    const spy = vi.spyOn(LocalPaymentProvider.prototype, 'createSubscriptionCheckout');
    const checkout = await ada.session.post('/api/billing/subscription/checkout', {
      amountCents: 1,
      trialDays: 365,
    });
    expect(checkout.statusCode, checkout.body).toBe(200);
    expect(spy).toHaveBeenCalledOnce();
    expect(spy.mock.calls[0]![0]).toMatchObject({
      amountCents: 999,
      currency: 'usd',
      trialDays: 14,
      plan: 'standard',
      user: { id: ada.id },
      cancelUrl: 'http://localhost:3979/pricing',
    });
    spy.mockRestore();
    const { url } = checkout.json();
    expect(url).toMatch(/^\/pricing\/checkout\/test\/cs_local_sub_/);
    const sessionId = decodeURIComponent(url.split('/').pop());
    expect(await row(ada.id)).toMatchObject({
      status: 'incomplete',
      checkoutSessionId: sessionId,
      provider: 'local',
    });

    // The session is Ada's alone.
    expect((await bob.session.get(`/api/billing/local/sessions/${sessionId}`)).statusCode).toBe(404);
    const foreignStart = await bob.session.post(`/api/billing/local/sessions/${sessionId}/start`);
    expect(foreignStart.json()).toMatchObject({ key: 'billing.checkoutNotFound' });
    const session = await ada.session.get(`/api/billing/local/sessions/${sessionId}`);
    expect(session.json()).toEqual({
      sessionId,
      plan: 'standard',
      monthlyPriceCents: 999,
      trialDays: 14,
      status: 'open',
    });

    // Not Standard before the webhooks say so.
    expect(await generationsAllowed(ada.id)).toBe(false);

    const eventsBefore = (await db().select().from(paymentEvents)).length;
    const started = Date.now();
    const start = await ada.session.post(`/api/billing/local/sessions/${sessionId}/start`);
    expect(start.statusCode, start.body).toBe(200);
    expect(start.json()).toEqual({ redirectTo: '/settings?tab=subscription&upgraded=1' });
    expect((await db().select().from(paymentEvents)).length).toBe(eventsBefore + 2);

    const subscribed = (await row(ada.id))!;
    expect(subscribed).toMatchObject({ status: 'trialing', cancelAtPeriodEnd: false });
    expect(subscribed.subscriptionId).toMatch(/^sub_local_/);
    expect(subscribed.customerId).toMatch(/^cus_local_/);
    expect(Math.abs(subscribed.trialEnd!.getTime() - (started + 14 * DAY))).toBeLessThan(5_000);
    expect(subscribed.currentPeriodEnd).toEqual(subscribed.trialEnd);
    expect(await profileSubscription(ada.id)).toMatchObject({
      plan: 'standard',
      status: 'active',
      canceledAt: null,
      currentPeriodEnd: subscribed.currentPeriodEnd!.toISOString(),
    });
    expect(await generationsAllowed(ada.id)).toBe(true);
    expect(await view(ada)).toMatchObject({
      plan: 'standard',
      status: 'trialing',
      usage: { plan: 'standard', limit: null },
      trialAvailable: false,
    });
    expect((await ada.session.get(`/api/billing/local/sessions/${sessionId}`)).json()).toMatchObject({
      status: 'completed',
    });

    // The renewal waits for the period's end, once.
    const [renewal] = await db()
      .select()
      .from(jobs)
      .where(eq(jobs.key, renewalJobKey(subscribed.subscriptionId!, subscribed.currentPeriodEnd!)));
    expect(renewal).toMatchObject({ type: 'subscription.renew' });
    expect(renewal!.runAt).toEqual(subscribed.currentPeriodEnd);

    // Subscribed: no second checkout, no second start.
    const again = await ada.session.post('/api/billing/subscription/checkout');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ key: 'billing.alreadySubscribed' });
    expect((await ada.session.post(`/api/billing/local/sessions/${sessionId}/start`)).statusCode).toBe(409);
    expect((await row(ada.id))!.subscriptionId).toBe(subscribed.subscriptionId);
  });

  it('cancels at period end keeping Standard, resumes, renews for 30 days, and ends on Free', async () => {
    const canceled = await ada.session.post('/api/billing/subscription/cancel');
    expect(canceled.statusCode, canceled.body).toBe(200);
    expect(canceled.json()).toMatchObject({ plan: 'standard', status: 'trialing', cancelAtPeriodEnd: true });
    expect(canceled.json().canceledAt).not.toBeNull();
    expect(await profileSubscription(ada.id)).toMatchObject({ plan: 'standard', status: 'canceled' });
    expect(await generationsAllowed(ada.id)).toBe(true);

    const resumed = await ada.session.post('/api/billing/subscription/resume');
    expect(resumed.json()).toMatchObject({ plan: 'standard', cancelAtPeriodEnd: false, canceledAt: null });
    expect(await profileSubscription(ada.id)).toMatchObject({
      plan: 'standard',
      status: 'active',
      canceledAt: null,
    });
    expect((await ada.session.post('/api/billing/subscription/resume')).json()).toMatchObject({
      key: 'billing.notCanceling',
    });

    // The trial's end: the job sends invoice.paid and the next period of 30 days.
    const trialing = (await row(ada.id))!;
    const payload = {
      subscriptionId: trialing.subscriptionId!,
      periodEnd: trialing.currentPeriodEnd!.toISOString(),
    };
    expect(await renewLocalSubscription(renewalDeps(), payload)).toBe('renewed');
    const renewed = (await row(ada.id))!;
    expect(renewed.status).toBe('active');
    expect(renewed.currentPeriodEnd!.getTime()).toBe(trialing.currentPeriodEnd!.getTime() + 30 * DAY);
    expect(await profileSubscription(ada.id)).toMatchObject({
      plan: 'standard',
      status: 'active',
      currentPeriodEnd: renewed.currentPeriodEnd!.toISOString(),
    });
    // The same job again (a retry after it was done) renews nothing.
    expect(await renewLocalSubscription(renewalDeps(), payload)).toBe('skipped');
    expect((await row(ada.id))!.currentPeriodEnd).toEqual(renewed.currentPeriodEnd);

    // Canceled again; the period then ends (the clock is moved by moving the period's end).
    await ada.session.post('/api/billing/subscription/cancel');
    const ended = new Date(Date.now() - 60_000);
    await db().update(subscriptions).set({ currentPeriodEnd: ended }).where(eq(subscriptions.userId, ada.id));
    const last = { subscriptionId: renewed.subscriptionId!, periodEnd: ended.toISOString() };
    expect(await renewLocalSubscription(renewalDeps(), last)).toBe('ended');
    expect(await row(ada.id)).toMatchObject({ status: 'canceled', cancelAtPeriodEnd: false });
    expect(await profileSubscription(ada.id)).toMatchObject({ plan: 'free', status: 'canceled' });
    expect(await view(ada)).toMatchObject({ plan: 'free', status: 'canceled', trialAvailable: false });
    expect(await generationsAllowed(ada.id)).toBe(false);
    expect((await ada.session.post('/api/billing/subscription/cancel')).json()).toMatchObject({
      key: 'billing.notSubscribed',
    });

    // Subscribing again: no second trial, active at once with its first invoice paid.
    const spy = vi.spyOn(LocalPaymentProvider.prototype, 'createSubscriptionCheckout');
    await subscribe(ada);
    expect(spy.mock.calls[0]![0]).toMatchObject({
      trialDays: 0,
      amountCents: 999,
      customerId: renewed.customerId,
    });
    spy.mockRestore();
    const back = (await row(ada.id))!;
    expect(back).toMatchObject({ status: 'active', customerId: renewed.customerId });
    expect(back.subscriptionId).not.toBe(renewed.subscriptionId);
    expect(await profileSubscription(ada.id)).toMatchObject({ plan: 'standard', status: 'active' });
  });

  it('keeps Standard after a cancel until the paid period ends, by the profile alone', () => {
    const later = new Date(Date.now() + DAY).toISOString();
    const earlier = new Date(Date.now() - DAY).toISOString();
    const base = { priceId: 'standard-monthly', canceledAt: earlier };
    expect(hasStandardPlan({ ...base, plan: 'standard', status: 'canceled', currentPeriodEnd: later })).toBe(
      true,
    );
    expect(
      hasStandardPlan({ ...base, plan: 'standard', status: 'canceled', currentPeriodEnd: earlier }),
    ).toBe(false);
    expect(hasStandardPlan({ ...base, plan: 'standard', status: 'active', currentPeriodEnd: earlier })).toBe(
      true,
    );
    expect(hasStandardPlan({ ...base, plan: 'free', status: 'active', currentPeriodEnd: later })).toBe(false);
  });

  it('changes nothing for a replayed, stale, forged or foreign event', async () => {
    await subscribe(carol);
    const current = (await row(carol.id))!;
    const subscriptionId = current.subscriptionId!;
    const at = (offsetSeconds: number) => Math.floor(current.lastEventAt!.getTime() / 1000) + offsetSeconds;
    const update = (created: number, object: Record<string, unknown>): LocalEvent => ({
      id: localEventId(),
      type: 'customer.subscription.updated',
      created,
      data: {
        object: {
          id: subscriptionId,
          customer: current.customerId,
          status: 'trialing',
          cancel_at_period_end: false,
          trial_end: Math.floor(current.trialEnd!.getTime() / 1000),
          items: { data: [{ current_period_end: Math.floor(current.currentPeriodEnd!.getTime() / 1000) }] },
          metadata: { userId: carol.id },
          ...object,
        },
      },
    });

    const cancel = update(at(10), { cancel_at_period_end: true, canceled_at: at(10) });
    const resume = update(at(20), { cancel_at_period_end: false });
    expect((await webhook(cancel)).statusCode).toBe(200);
    expect((await row(carol.id))!.cancelAtPeriodEnd).toBe(true);
    expect((await webhook(resume)).statusCode).toBe(200);
    // The cancel again (a replay) and an older deletion arriving late change nothing.
    expect((await webhook(cancel)).statusCode).toBe(200);
    const lateDeletion = { ...update(at(5), { status: 'canceled' }), type: 'customer.subscription.deleted' };
    expect((await webhook(lateDeletion)).statusCode).toBe(200);
    const lateFailure: LocalEvent = {
      id: localEventId(),
      type: 'invoice.payment_failed',
      created: at(15),
      data: { object: { id: 'in_late', customer: current.customerId, subscription: subscriptionId } },
    };
    expect((await webhook(lateFailure)).statusCode).toBe(200);
    expect(await row(carol.id)).toMatchObject({ status: 'trialing', cancelAtPeriodEnd: false });
    expect(await profileSubscription(carol.id)).toMatchObject({ plan: 'standard', status: 'active' });
    expect(
      await db()
        .select()
        .from(paymentEvents)
        .where(and(eq(paymentEvents.id, cancel.id), eq(paymentEvents.provider, 'local'))),
    ).toHaveLength(1);

    // Forged: refused, nothing stored.
    const forged = update(at(30), { status: 'canceled' });
    const { body } = provider.signedEvent(forged);
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/payments/webhooks/local',
      headers: { 'content-type': 'application/json', [LOCAL_SIGNATURE_HEADER]: 't=1,v1=00' },
      payload: body,
    });
    expect(refused.statusCode).toBe(400);
    expect((await row(carol.id))!.status).toBe('trialing');

    // Another subscription naming Carol does not replace the one she has.
    const intruder = update(at(40), { id: 'sub_local_other', status: 'active' });
    expect((await webhook(intruder)).statusCode).toBe(200);
    expect((await row(carol.id))!.subscriptionId).toBe(subscriptionId);
  });

  it('takes the subscription when its event comes before the checkout’s, as Stripe may send them', async () => {
    const dan = await signUp(t, 'dan-billing@example.com', { ip: '10.86.0.4' });
    const checkout = await dan.session.post('/api/billing/subscription/checkout');
    const sessionId = decodeURIComponent(checkout.json().url.split('/').pop());
    const created = Math.floor(Date.now() / 1000);
    const periodEnd = created + 14 * 86_400;
    const subscription: LocalEvent = {
      id: localEventId(),
      type: 'customer.subscription.created',
      created,
      data: {
        object: {
          id: 'sub_local_early',
          customer: 'cus_local_early',
          status: 'trialing',
          trial_end: periodEnd,
          items: { data: [{ current_period_end: periodEnd }] },
          metadata: { userId: dan.id },
        },
      },
    };
    const completed: LocalEvent = {
      id: localEventId(),
      type: 'checkout.session.completed',
      created,
      data: {
        object: {
          id: sessionId,
          mode: 'subscription',
          payment_status: 'no_payment_required',
          subscription: 'sub_local_early',
          customer: 'cus_local_early',
          client_reference_id: dan.id,
        },
      },
    };
    expect((await webhook(subscription)).statusCode).toBe(200);
    expect((await webhook(completed)).statusCode).toBe(200);
    expect(await row(dan.id)).toMatchObject({
      status: 'trialing',
      subscriptionId: 'sub_local_early',
      customerId: 'cus_local_early',
    });
    expect(await profileSubscription(dan.id)).toMatchObject({ plan: 'standard', status: 'active' });
    // An unpaid renewal makes it past due, still Standard; a paid one makes it active again.
    const invoice = (type: string, at: number): LocalEvent => ({
      id: localEventId(),
      type,
      created: at,
      data: {
        object: {
          id: `in_${at}`,
          customer: 'cus_local_early',
          subscription: 'sub_local_early',
          period_end: periodEnd + 30 * 86_400,
        },
      },
    });
    await webhook(invoice('invoice.payment_failed', created + 1));
    expect((await row(dan.id))!.status).toBe('past_due');
    expect(await view(dan)).toMatchObject({ plan: 'standard', status: 'past_due' });
    await webhook(invoice('invoice.paid', created + 2));
    const paid = (await row(dan.id))!;
    expect(paid.status).toBe('active');
    expect(paid.currentPeriodEnd!.getTime()).toBe((periodEnd + 30 * 86_400) * 1000);
  });

  it('answers the §8 texts to visitors, and a test session closes on Cancel', async () => {
    const visitor = await t.app.inject({ method: 'GET', url: '/api/billing/subscription' });
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json().message).toBe('You must be logged in to manage your subscription');
    const upgrade = await t.app.inject({ method: 'POST', url: '/api/billing/subscription/checkout' });
    expect(upgrade.json().message).toBe('You must be logged in to upgrade your subscription');
    expect(renderErrorText('billing.cancelFailed')).toBe('Failed to cancel subscription. Please try again.');
    expect(renderErrorText('billing.upgradeFailed')).toBe(
      'Failed to upgrade subscription. Please try again.',
    );

    expect((await bob.session.post('/api/billing/subscription/cancel')).json()).toMatchObject({
      key: 'billing.notSubscribed',
    });
    const checkout = await bob.session.post('/api/billing/subscription/checkout');
    const sessionId = decodeURIComponent(checkout.json().url.split('/').pop());
    const closed = await bob.session.post(`/api/billing/local/sessions/${sessionId}/cancel`);
    expect(closed.json()).toEqual({ redirectTo: '/pricing' });
    expect((await bob.session.post(`/api/billing/local/sessions/${sessionId}/start`)).statusCode).toBe(404);
    expect(await view(bob)).toMatchObject({ plan: 'free', status: 'incomplete' });
    expect((await bob.session.get('/api/billing/local/sessions/%3Cx%3E')).statusCode).toBe(400);
  });
});
