import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { StreamEvent } from '@shared/contracts/chat';
import { generationActions, generationMetrics, generationRollups } from '../../db/schema';
import { type SignedUpUser, signUp } from '../../test/accounts';
import type { FakeLlmServer } from '../../test/fakes/fake-llm-server';
import type { HttpSession } from '../../test/http-session';
import { openSse } from '../../test/sse-client';
import { createTestApp, type TestAppWithModel } from '../../test/test-app';
import { replyQuality } from '../evaluation';
import { hourOf } from './rollup-deltas';

/**
 * Generation metrics recorded from the real chat path (issue 22 §1): a reply that succeeds, one
 * that fails after its retries, one the user stops, each written by the batched recorder with the
 * provider's usage; the user's later actions; and the Prometheus endpoint's guard.
 */
const ORIGIN = 'http://localhost:3991';
const ADMIN = 'metrics-admin@example.com';
const TOKEN = 'prometheus-scrape-token-0123456789';
let t: TestAppWithModel;
let fake: FakeLlmServer;
let url: string;
let alice: SignedUpUser;
let bob: SignedUpUser;
let admin: SignedUpUser;

beforeAll(async () => {
  t = await createTestApp({
    fakeModel: {},
    env: { PUBLIC_URL: ORIGIN, FREE_GENERATIONS: '1000', ADMIN_EMAILS: ADMIN, METRICS_TOKEN: TOKEN },
    generation: { flushMs: 40, leaseMs: 600, retryDelayMs: 20, idleTimeoutMs: 2_000, maxRetries: 2 },
    jobs: false,
  });
  fake = t.fake;
  url = await t.app.listen({ port: 0, host: '127.0.0.1' });
  alice = await signUp(t, 'metrics-alice@example.com', { ip: '10.91.0.1' });
  bob = await signUp(t, 'metrics-bob@example.com', { ip: '10.91.0.2' });
  admin = await signUp(t, ADMIN, { ip: '10.91.0.3' });
});
afterAll(() => t.close());
beforeEach(() => fake.reset());

const db = () => t.database.db;

const RECIPE_REPLY = `# Recipe Title: Weekly Metrics Review

## Goal
Review the product's key metrics every Monday and agree on one action.

## Principles
1. Numbers before opinions.
2. One owner per action.

## Operations
- **Collect** the dashboard figures
- **Compare** them with last week

## Steps
1. Export the 5 key figures from the dashboard into the review sheet.
2. Compare each figure with last week's and mark changes over 10%.
3. If a figure is missing, ask its owner before the meeting.
4. Agree on one action, name its owner and record it in the notes.
`;

async function sendAndFinish(
  session: HttpSession,
  content: string,
  whileStreaming?: (id: string) => Promise<void>,
) {
  const res = await session.post('/api/chats', { content });
  expect(res.statusCode, res.body).toBe(201);
  const { assistantMessage } = res.json() as { assistantMessage: { id: string } };
  const sse = await openSse(`${url}/api/messages/${assistantMessage.id}/stream`, {
    headers: { cookie: session.cookieHeader },
  });
  if (whileStreaming) {
    await sse.until((e: StreamEvent) => e.type === 'delta');
    await whileStreaming(assistantMessage.id);
  }
  const end = await sse.until((e: StreamEvent) => e.type === 'done');
  return { id: assistantMessage.id, end };
}

/** The recorder writes about once a second: wait for the row rather than for a fixed time. */
async function metricOf(messageId: string) {
  for (let i = 0; i < 100; i++) {
    const [row] = await db()
      .select()
      .from(generationMetrics)
      .where(eq(generationMetrics.messageId, messageId));
    if (row) return row;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`no metrics recorded for ${messageId}`);
}

async function actionsOf(messageId: string, expected: number) {
  for (let i = 0; i < 100; i++) {
    const rows = await db()
      .select()
      .from(generationActions)
      .where(eq(generationActions.messageId, messageId));
    if (rows.length >= expected) return rows;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`fewer than ${expected} actions recorded for ${messageId}`);
}

const rollup = async (scope: string, at: Date) =>
  (
    await db()
      .select()
      .from(generationRollups)
      .where(
        and(eq(generationRollups.scope, scope), eq(generationRollups.hour, new Date(hourOf(at.getTime())))),
      )
  )[0];

describe('recording generations', () => {
  it('records a reply that succeeds, with the provider, the model and its usage', async () => {
    const { id, end } = await sendAndFinish(alice.session, 'plan a product launch');
    expect(end).toMatchObject({ status: 'complete' });
    const row = await metricOf(id);
    expect(row).toMatchObject({
      userId: alice.id,
      source: 'chat',
      provider: 'openai-compatible',
      model: 'fake-model',
      outcome: 'success',
      errorClass: null,
      retries: 0,
      // What the fake provider reports as usage (prompt 10, completion 20).
      tokensIn: 10,
      tokensOut: 20,
    });
    expect(row.firstTokenMs).not.toBeNull();
    expect(row.totalMs).toBeGreaterThanOrEqual(row.firstTokenMs!);

    for (const scope of ['*', alice.id]) {
      const hour = await rollup(scope, row.startedAt);
      expect(hour?.generations, scope).toBeGreaterThanOrEqual(1);
      expect(hour?.successes, scope).toBeGreaterThanOrEqual(1);
      expect(hour?.tokensOut, scope).toBeGreaterThanOrEqual(20);
      expect(
        hour?.totalMsBuckets.reduce((a, b) => a + b, 0),
        scope,
      ).toBe(hour?.generations);
    }
  });

  it("scores a recipe reply's quality off the stream, and leaves a reply that is no recipe unscored", async () => {
    fake.reset({ text: RECIPE_REPLY });
    const recipe = await sendAndFinish(alice.session, 'a nightly backup recipe');
    const scored = await metricOf(recipe.id);
    expect(replyQuality(RECIPE_REPLY)).toBeGreaterThan(0.5);
    expect(scored.qualityScore).toBeCloseTo(replyQuality(RECIPE_REPLY)!, 6);
    const hour = await rollup(alice.id, scored.startedAt);
    expect(hour?.qualityCount).toBeGreaterThanOrEqual(1);
    expect(hour!.qualitySum).toBeGreaterThanOrEqual(scored.qualityScore! - 1e-9);

    fake.reset({ text: 'Could you tell me more about what the launch is for?' });
    const question = await sendAndFinish(alice.session, 'plan a launch');
    expect((await metricOf(question.id)).qualityScore).toBeNull();
  });

  it('records a reply that fails after its retries, with its error class', async () => {
    fake.reset({ status: 500 });
    const { id, end } = await sendAndFinish(bob.session, 'this one fails');
    expect(end).toMatchObject({ status: 'error' });
    const row = await metricOf(id);
    expect(row).toMatchObject({
      userId: bob.id,
      outcome: 'error',
      errorClass: 'provider_unavailable',
      retries: 2,
      firstTokenMs: null,
    });
    const hour = await rollup(bob.id, row.startedAt);
    expect(hour).toMatchObject({ errors: 1, errorClasses: { provider_unavailable: 1 } });
  });

  it('records a reply the user stops as cancelled', async () => {
    fake.reset({ chunkDelayMs: 40 });
    const { id, end } = await sendAndFinish(alice.session, 'a long one to stop', async (messageId) => {
      expect((await alice.session.post(`/api/messages/${messageId}/cancel`)).statusCode).toBe(200);
    });
    expect(end).toMatchObject({ status: 'cancelled' });
    const row = await metricOf(id);
    expect(row).toMatchObject({ outcome: 'cancelled', errorClass: null, userId: alice.id });
    expect(row.firstTokenMs).not.toBeNull();
  });
});

describe('recording the gallery form and the saves', () => {
  it("records the Recipe Manager form's generation as 'gallery', and a failed one", async () => {
    const ok = await bob.session.post('/api/recipes/generate', { prompt: 'rate limiter' });
    expect(ok.statusCode, ok.body).toBe(201);
    fake.reset({ status: 401 });
    const refused = await bob.session.post('/api/recipes/generate', { prompt: 'refused key' });
    expect(refused.statusCode).toBeGreaterThanOrEqual(400);
    let rows: Array<typeof generationMetrics.$inferSelect> = [];
    for (let i = 0; i < 100 && rows.length < 2; i++) {
      rows = await db()
        .select()
        .from(generationMetrics)
        .where(and(eq(generationMetrics.userId, bob.id), eq(generationMetrics.source, 'gallery')));
      if (rows.length < 2) await new Promise((r) => setTimeout(r, 50));
    }
    expect(rows.map((r) => [r.outcome, r.errorClass, r.messageId]).sort()).toEqual([
      ['error', 'auth', null],
      ['success', null, null],
    ]);
  });

  it('records a save of a reply to the gallery once', async () => {
    const { id } = await sendAndFinish(bob.session, 'a recipe to keep');
    for (let i = 0; i < 2; i++)
      expect([200, 201]).toContain(
        (await bob.session.post('/api/recipes/from-message', { messageId: id })).statusCode,
      );
    const rows = await actionsOf(id, 1);
    await new Promise((r) => setTimeout(r, 1_200));
    const again = await db().select().from(generationActions).where(eq(generationActions.messageId, id));
    expect(again.map((r) => r.action)).toEqual(['save']);
    expect(rows[0]!.userId).toBe(bob.id);
  });

  it("records the download of a recipe saved from a reply as the reply's export", async () => {
    const { id } = await sendAndFinish(bob.session, 'a recipe to export');
    const saved = await bob.session.post('/api/recipes/from-message', { messageId: id });
    const recipeId = (saved.json() as { id: string }).id;
    expect((await bob.session.get(`/api/recipes/${recipeId}/download?format=md`)).statusCode).toBe(200);
    const rows = await actionsOf(id, 2);
    expect(rows.map((r) => r.action).sort()).toEqual(['export', 'save']);
  });
});

describe('later actions', () => {
  let replyId: string;
  beforeAll(async () => {
    replyId = (await sendAndFinish(alice.session, 'a recipe to copy')).id;
  });

  it("records the browser's copy and export of the user's own reply", async () => {
    for (const action of ['copy', 'export'])
      expect(
        (await alice.session.post('/api/metrics/actions', { messageId: replyId, action })).statusCode,
      ).toBe(204);
    const rows = await actionsOf(replyId, 2);
    expect(rows.map((r) => r.action).sort()).toEqual(['copy', 'export']);
    expect(rows.every((r) => r.userId === alice.id)).toBe(true);
    const hour = await rollup(alice.id, rows[0]!.createdAt);
    expect(hour?.actions).toMatchObject({ copy: 1, export: 1 });
  });

  it("refuses another user's reply, an unknown one and actions the server records itself", async () => {
    const foreign = await bob.session.post('/api/metrics/actions', { messageId: replyId, action: 'copy' });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({ code: 'NOT_FOUND', key: 'telemetry.replyNotFound' });
    expect(
      (await alice.session.post('/api/metrics/actions', { messageId: 'no-such-reply', action: 'copy' }))
        .statusCode,
    ).toBe(404);
    expect(
      (await alice.session.post('/api/metrics/actions', { messageId: replyId, action: 'save' })).statusCode,
    ).toBe(400);
    expect(
      (await t.session('10.91.0.9').post('/api/metrics/actions', { messageId: replyId, action: 'copy' }))
        .statusCode,
    ).toBe(401);
    const rows = await db()
      .select()
      .from(generationActions)
      .where(and(eq(generationActions.messageId, replyId), eq(generationActions.userId, bob.id)));
    expect(rows).toHaveLength(0);
  });

  it('records feedback where the server takes it, once per change of mind', async () => {
    const rate = (feedback: string) =>
      alice.session.post(`/api/messages/${replyId}/feedback`, {
        feedback,
        ...(feedback === 'negative' ? { reason: 'Other' } : {}),
      });
    expect((await rate('positive')).statusCode).toBe(200);
    expect((await rate('positive')).statusCode).toBe(200);
    expect((await rate('negative')).statusCode).toBe(200);
    const rows = await actionsOf(replyId, 4);
    const feedback = rows.filter((r) => r.action.startsWith('feedback')).map((r) => r.action);
    expect(feedback.sort()).toEqual(['feedback_bad', 'feedback_good']);
    const hour = await rollup(alice.id, rows[0]!.createdAt);
    expect(hour).toMatchObject({ feedbackGood: 1, feedbackBad: 1 });
  });
});

describe('the Prometheus endpoint', () => {
  const scrape = (session: HttpSession, authorization?: string) =>
    session.get('/api/metrics/prometheus', authorization ? { authorization } : undefined);

  it('refuses a caller without the token or an admin session', async () => {
    const anonymous = await scrape(t.session('10.91.1.1'));
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ key: 'telemetry.tokenRequired' });
    const wrong = await scrape(t.session('10.91.1.1'), 'Bearer not-the-token');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({ key: 'telemetry.wrongToken' });
    expect(wrong.body).not.toContain('recipe_forge_');
    const member = await scrape(bob.session);
    expect(member.statusCode).toBe(403);
    expect(member.json()).toMatchObject({ key: 'telemetry.adminRequired' });
  });

  it('answers the token and an admin with the metrics', async () => {
    for (const res of [
      await scrape(t.session('10.91.1.2'), `Bearer ${TOKEN}`),
      await scrape(admin.session),
    ]) {
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-type']).toContain('text/plain');
      for (const name of [
        'recipe_forge_http_request_duration_seconds_bucket',
        'recipe_forge_generations_total{outcome="success"}',
        'recipe_forge_active_streams',
        'recipe_forge_event_loop_lag_seconds',
        // PGlite has its one connection; the PostgreSQL pass reports its pool.
        process.env.TEST_DATABASE_URL
          ? 'recipe_forge_db_pool_connections{driver="postgres",state="total"}'
          : 'recipe_forge_db_pool_connections{driver="pglite",state="total"} 1',
        'recipe_forge_jobs{status="queued"}',
        'recipe_forge_process_cpu_user_seconds_total',
      ])
        expect(res.body, name).toContain(name);
      // Routes by pattern, never by raw URL (ids would explode the label set).
      expect(res.body).toContain('route="/api/messages/:messageId/feedback"');
      expect(res.body).not.toMatch(/route="\/api\/messages\/[0-9a-f-]{36}/);
    }
  });
});
