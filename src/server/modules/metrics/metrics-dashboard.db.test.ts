import type { MetricsDashboard } from '@shared/contracts/metrics-dashboard';
import { LATENCY_BUCKETS_MS, latencyBucketOf } from '@shared/metrics/latency-buckets';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generationRollups } from '../../db/schema';
import { type SignedUpUser, signUp } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/test-app';

/**
 * The dashboards over the real API, with hourly rollups seeded as the recorder writes them: own
 * figures vs everyone's, the admin endpoint refused to others, each timeframe's UTC periods,
 * latency quantiles from the histograms, the success and feedback ratios and the quality mean.
 */
let t: TestApp;
let ada: SignedUpUser;
let bob: SignedUpUser;
let admin: SignedUpUser;

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const now = Date.now();
const thisHour = Math.floor(now / HOUR) * HOUR;
const midnight = Math.floor(now / DAY) * DAY;

/** A histogram with `n` latencies of `ms` each, per entry. */
function histogram(entries: Array<[ms: number, n: number]>): number[] {
  const buckets = new Array<number>(LATENCY_BUCKETS_MS.length + 1).fill(0);
  for (const [ms, n] of entries) buckets[latencyBucketOf(ms)]! += n;
  return buckets;
}

beforeAll(async () => {
  t = await createTestApp({ env: { ADMIN_EMAILS: 'admin-metrics@example.com' }, jobs: false });
  ada = await signUp(t, 'ada-metrics@example.com', { ip: '10.92.0.1' });
  bob = await signUp(t, 'bob-metrics@example.com', { ip: '10.92.0.2' });
  admin = await signUp(t, 'admin-metrics@example.com', { ip: '10.92.0.3' });

  const row = (scope: string, hour: number, values: Partial<typeof generationRollups.$inferInsert>) => ({
    scope,
    hour: new Date(hour),
    ...values,
  });
  await t.database.db.insert(generationRollups).values([
    // Ada, this hour: 10 generations, 8 fine, 1 error, 1 cancelled; 8 fast, 2 slow.
    row(ada.id, thisHour, {
      generations: 10,
      successes: 8,
      errors: 1,
      cancelled: 1,
      tokensIn: 1000,
      tokensOut: 5000,
      totalMsBuckets: histogram([
        [900, 8],
        [8000, 2],
      ]),
      firstTokenMsBuckets: histogram([[250, 9]]),
      feedbackGood: 3,
      feedbackBad: 1,
      qualitySum: 6.4,
      qualityCount: 8,
      actions: { save: 2, copy: 1 },
      errorClasses: { timeout: 1 },
    }),
    // Ada, three days ago: out of Today, inside This Week.
    row(ada.id, midnight - 3 * DAY + 5 * HOUR, {
      generations: 4,
      successes: 2,
      errors: 2,
      totalMsBuckets: histogram([[1800, 4]]),
      firstTokenMsBuckets: histogram([[400, 2]]),
      errorClasses: { rate_limited: 2 },
    }),
    // Ada, 100 days ago: only in This Year.
    row(ada.id, midnight - 100 * DAY, {
      generations: 7,
      successes: 7,
      totalMsBuckets: histogram([[150, 7]]),
    }),
    // Ada, 400 days ago: in no timeframe.
    row(ada.id, midnight - 400 * DAY, { generations: 99, successes: 99 }),
    // Bob's and everyone's.
    row(bob.id, thisHour, { generations: 5, successes: 5, totalMsBuckets: histogram([[400, 5]]) }),
    row('*', thisHour, {
      generations: 15,
      successes: 13,
      errors: 1,
      cancelled: 1,
      totalMsBuckets: histogram([
        [900, 8],
        [8000, 2],
        [400, 5],
      ]),
      errorClasses: { timeout: 1 },
    }),
    row('*', midnight - 3 * DAY + 5 * HOUR, {
      generations: 6,
      successes: 2,
      errors: 4,
      errorClasses: { rate_limited: 2, provider_error: 3 },
    }),
  ]);
}, 180_000);
afterAll(() => t?.close());

async function dashboard(who: SignedUpUser, path: string, timeframe?: string): Promise<MetricsDashboard> {
  const res = await who.session.get(timeframe ? `${path}?timeframe=${timeframe}` : path);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['cache-control']).toBe('no-store');
  return res.json();
}

describe('GET /api/metrics/me', () => {
  it("gives today's own figures by UTC hour, with ratios, quantiles and failure causes", async () => {
    const body = await dashboard(ada, '/api/metrics/me');
    expect(body).toMatchObject({ timeframe: 'today', scope: 'own', granularity: 'hour' });
    expect(body.from).toBe(new Date(midnight).toISOString());
    expect(body.to).toBe(new Date(thisHour + HOUR).toISOString());
    expect(body.series).toHaveLength((thisHour - midnight) / HOUR + 1);
    expect(body.series.every((p, i) => p.start === new Date(midnight + i * HOUR).toISOString())).toBe(true);
    expect(body.totals).toMatchObject({
      generations: 10,
      successes: 8,
      errors: 1,
      cancelled: 1,
      tokensIn: 1000,
      tokensOut: 5000,
      // The cancelled one is no failure: 8 of 9.
      successRate: 8 / 9,
      p50TotalMs: 1000,
      p95TotalMs: 10_000,
      p50FirstTokenMs: 300,
      p95FirstTokenMs: 300,
      feedbackGood: 3,
      feedbackBad: 1,
      feedbackRatio: 0.75,
      actions: { save: 2, copy: 1 },
    });
    expect(body.totals.qualityScore).toBeCloseTo(0.8);
    expect(body.failureCauses).toEqual([{ errorClass: 'timeout', count: 1 }]);
    const last = body.series.at(-1)!;
    expect(last).toMatchObject({ generations: 10, successRate: 8 / 9, p95TotalMs: 10_000 });
    // An empty period is zeros and nulls, not a made-up figure.
    if (body.series.length > 1)
      expect(body.series[0]).toMatchObject({
        generations: 0,
        successRate: null,
        p50TotalMs: null,
        qualityScore: null,
      });
  });

  it('covers 7, 30 and 365 UTC days by day, today included, and nothing older', async () => {
    const week = await dashboard(ada, '/api/metrics/me', 'week');
    expect(week.granularity).toBe('day');
    expect(week.series).toHaveLength(7);
    expect(week.series.at(-1)!.start).toBe(new Date(midnight).toISOString());
    expect(week.series.at(-4)!).toMatchObject({ generations: 4, successRate: 0.5, p50TotalMs: 2000 });
    expect(week.totals).toMatchObject({ generations: 14, successes: 10, errors: 3 });
    expect(week.failureCauses).toEqual([
      { errorClass: 'rate_limited', count: 2 },
      { errorClass: 'timeout', count: 1 },
    ]);
    // Over both periods: 8 ≤ 1 s, 4 ≤ 2 s, 2 ≤ 10 s of 14: the median is in the 1 s bucket.
    expect(week.totals.p50TotalMs).toBe(1000);

    const month = await dashboard(ada, '/api/metrics/me', 'month');
    expect(month.series).toHaveLength(30);
    expect(month.totals.generations).toBe(14);

    const year = await dashboard(ada, '/api/metrics/me', 'year');
    expect(year.series).toHaveLength(365);
    expect(year.series[0]!.start).toBe(new Date(midnight - 364 * DAY).toISOString());
    expect(year.totals.generations).toBe(21);
    expect(year.series.at(-101)!.generations).toBe(7);
  });

  it("shows today's new generations at once, also beside finished days read earlier", async () => {
    const carol = await signUp(t, 'carol-metrics@example.com', { ip: '10.92.0.6' });
    await t.database.db
      .insert(generationRollups)
      .values({ scope: carol.id, hour: new Date(midnight - 2 * DAY), generations: 2, successes: 2 });
    expect((await dashboard(carol, '/api/metrics/me', 'week')).totals.generations).toBe(2);
    await t.database.db
      .insert(generationRollups)
      .values({ scope: carol.id, hour: new Date(thisHour), generations: 3, successes: 1, errors: 2 });
    const week = await dashboard(carol, '/api/metrics/me', 'week');
    expect(week.totals).toMatchObject({ generations: 5, successes: 3, errors: 2 });
    expect(week.series.at(-1)!.generations).toBe(3);
    expect(week.series.at(-3)!.generations).toBe(2);
  });

  it('shows each user only their own generations', async () => {
    const body = await dashboard(bob, '/api/metrics/me');
    expect(body.totals).toMatchObject({
      generations: 5,
      successRate: 1,
      p50TotalMs: 500,
      feedbackRatio: null,
    });
    expect(body.failureCauses).toEqual([]);
    const fresh = await signUp(t, 'fresh-metrics@example.com', { ip: '10.92.0.4' });
    const empty = await dashboard(fresh, '/api/metrics/me', 'year');
    expect(empty.totals).toMatchObject({ generations: 0, successRate: null, p95TotalMs: null, actions: {} });
    expect(empty.series.every((p) => p.generations === 0)).toBe(true);
  });

  it('refuses signed-out and unverified callers, and a timeframe it does not know', async () => {
    expect((await t.session('10.92.0.9').get('/api/metrics/me')).statusCode).toBe(401);
    const unverified = await signUp(t, 'unverified-metrics@example.com', {
      ip: '10.92.0.5',
      verified: false,
    });
    expect((await unverified.session.get('/api/metrics/me')).statusCode).toBe(403);
    const bad = await ada.session.get('/api/metrics/me?timeframe=decade');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
  });
});

describe('GET /api/admin/metrics', () => {
  it("gives an admin everyone's figures", async () => {
    const today = await dashboard(admin, '/api/admin/metrics');
    expect(today).toMatchObject({ scope: 'everyone', granularity: 'hour' });
    expect(today.totals).toMatchObject({ generations: 15, successes: 13, errors: 1, p50TotalMs: 1000 });
    const week = await dashboard(admin, '/api/admin/metrics', 'week');
    expect(week.totals.generations).toBe(21);
    expect(week.failureCauses).toEqual([
      { errorClass: 'provider_error', count: 3 },
      { errorClass: 'rate_limited', count: 2 },
      { errorClass: 'timeout', count: 1 },
    ]);
  });

  it('refuses a non-admin and a signed-out caller, leaking nothing', async () => {
    const res = await ada.session.get('/api/admin/metrics?timeframe=year');
    expect(res.statusCode).toBe(403);
    expect(res.body).not.toContain('generations');
    expect((await t.session('10.92.0.9').get('/api/admin/metrics')).statusCode).toBe(401);
  });
});
