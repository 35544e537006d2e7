import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  EVALUATION_CATEGORIES,
  EVALUATION_PHASES,
  type EvaluationRunDetail,
  type EvaluationRunEvent,
  type EvaluationRunSummary,
} from '@shared/contracts/evaluation';
import type { RecipeModel } from '../../ai/model';
import { offlineModel } from '../../ai/offline-model';
import { evaluationCases, evaluationRuns, generationMetrics } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { openSse } from '../../test/sse-client';
import { createTestApp, type TestApp } from '../../test/test-app';
import { EvaluationRunJob, evaluationRunJobs } from './evaluation-run-job';
import { productRunScorer } from './run-scorer';

/**
 * Evaluation runs (issue 22 item 2, platform.md §4 run phases, §9 counts): validation, the durable
 * job to its report with the offline composer and §4's phases in order over SSE, a restart mid-run
 * resuming without redoing finished cases, and failures worded for the dashboard.
 */
const CODE = 'runs-code-93-gamma';
let t: TestApp;
let baseUrl: string;
let cookie: string;

beforeAll(async () => {
  t = await createTestApp({
    env: { EVALUATION_ACCESS_CODES: `${CODE}:developer` },
    jobs: { pollMs: 50, backoffBaseMs: 100, backoffMaxMs: 200 },
  });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/evaluation/access',
    payload: { code: CODE },
    headers: { origin: t.env.PUBLIC_URL, 'sec-fetch-site': 'same-origin' },
    remoteAddress: '10.93.3.1',
  });
  cookie = `rf_evaluation=${/rf_evaluation=([^;]+)/.exec(String(res.headers['set-cookie']))![1]}`;
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST', url: string, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    ...(payload !== undefined ? { payload: payload as object } : {}),
    headers: { cookie, origin: t.env.PUBLIC_URL, 'sec-fetch-site': 'same-origin' },
    remoteAddress: '10.93.3.1',
  });

/** A run row not queued: the test drives its job itself. */
async function insertRun(phase: 'generating_tests' | 'evaluating' = 'generating_tests') {
  const id = randomUUID();
  await t.database.db
    .insert(evaluationRuns)
    .values({ id, startedByRole: 'developer', caseCount: 10, phase, progress: 0 });
  return id;
}

const jobWith = (model: RecipeModel) =>
  new EvaluationRunJob({
    db: t.database.db,
    bus: t.bus,
    log: t.app.log,
    models: { resolve: async () => model },
    scorer: productRunScorer(),
  });

const phaseIndex = (phase: string) => EVALUATION_PHASES.indexOf(phase as (typeof EVALUATION_PHASES)[number]);

describe('evaluation runs', () => {
  it('refuses a caller without access before reading the input', async () => {
    for (const caseCount of [10, 1000]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/evaluation/runs',
        payload: { caseCount },
        headers: { origin: t.env.PUBLIC_URL, 'sec-fetch-site': 'same-origin' },
        remoteAddress: '10.93.3.2',
      });
      expect(res.statusCode).toBe(401);
      expect((res.json() as { message: string }).message).toBe('Authentication Required');
    }
  });

  it.each([0, 1000, 15, -10, 10.5, '10', null])('refuses %j test cases clearly', async (caseCount) => {
    const res = await call('POST', '/api/evaluation/runs', { caseCount });
    expect(res.statusCode).toBe(400);
    expect((res.json() as { message: string }).message).toContain('Choose 10, 20, 30 or 50 test cases.');
  });

  it('runs 10 cases with the offline composer through the job runner to a report', async () => {
    const start = await call('POST', '/api/evaluation/runs', { caseCount: 10 });
    expect(start.statusCode).toBe(201);
    const run = start.json() as EvaluationRunSummary;
    expect(run).toMatchObject({ caseCount: 10, startedByRole: 'developer', error: null });

    // However far the run has come, its stream follows it to the end.
    const sse = await openSse<EvaluationRunEvent>(`${baseUrl}/api/evaluation/runs/${run.id}/events`, {
      headers: { cookie },
    });
    expect(sse.status).toBe(200);
    const end = await sse.until((e) => e.type === 'end', 60_000);
    await sse.ended;
    expect(end.type === 'end' && end.run).toMatchObject({
      phase: 'complete',
      progress: 100,
      casesSolved: 10,
      casesJudged: 10,
    });

    const detail = (await call('GET', `/api/evaluation/runs/${run.id}`)).json() as EvaluationRunDetail;
    expect(detail.run).toMatchObject({ phase: 'complete', caseSource: 'bank', judge: null });
    expect(detail.run.overallScore).toBeGreaterThan(0);
    expect(detail.cases).toHaveLength(10);
    expect(new Set(detail.cases.map((c) => c.category))).toEqual(new Set(EVALUATION_CATEGORIES));
    for (const c of detail.cases) {
      expect(c.status).toBe('judged');
      expect(c.recipe).toMatch(/\S/);
      expect(c.structuralScores).toMatchObject({ overall: expect.any(Number) });
      // The offline composer writes but does not judge.
      expect(c.judgeScores).toBeNull();
      expect(c.unjudgedReason).toBe('no_model');
    }
    const [row] = await t.database.db.select().from(evaluationRuns).where(eq(evaluationRuns.id, run.id));
    expect(row!.report).toMatchObject({ evaluationId: run.id, totalTestCases: 10 });

    // A finished run's stream says where it ended at once, then closes.
    const again = await openSse<EvaluationRunEvent>(`${baseUrl}/api/evaluation/runs/${run.id}/events`, {
      headers: { cookie },
    });
    await again.ended;
    expect(again.events).toEqual([{ type: 'end', run: expect.objectContaining({ phase: 'complete' }) }]);

    // Each case's generation is measured like any other (the recorder writes in batches).
    const deadline = Date.now() + 10_000;
    let measured = 0;
    while (Date.now() < deadline) {
      const rows = await t.database.db
        .select()
        .from(generationMetrics)
        .where(eq(generationMetrics.source, 'evaluation'));
      measured = rows.length;
      if (measured >= 10) {
        expect(rows.every((r) => r.outcome === 'success' && r.provider && r.userId === null)).toBe(true);
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(measured).toBe(10);

    const list = (await call('GET', '/api/evaluation/runs')).json() as { runs: EvaluationRunSummary[] };
    expect(list.runs[0]).toMatchObject({ id: run.id, phase: 'complete' });
  });

  it('streams the phases and percentages of §4 in order as the job moves', async () => {
    const runId = await insertRun();
    const sse = await openSse<EvaluationRunEvent>(`${baseUrl}/api/evaluation/runs/${runId}/events`, {
      headers: { cookie },
    });
    await sse.until((e) => e.type === 'progress');
    // A composer slow enough for each case step to be seen on its own. Analyzing lasts one read,
    // so a stream (which always sends the latest state) may pass it: the report is built while the
    // run reads 'analyzing' at 75%, which the scorer sees.
    const scorer = productRunScorer();
    let atReport: { phase: string; progress: number } | null = null;
    const job = new EvaluationRunJob({
      db: t.database.db,
      bus: t.bus,
      log: t.app.log,
      models: { resolve: async () => offlineModel({ chunkDelayMs: 1 }) },
      scorer: {
        judgeId: (model) => scorer.judgeId(model),
        scoreCase: (model, c, signal) => scorer.scoreCase(model, c, signal),
        buildReport: (run, cases) => {
          atReport = { phase: run.phase, progress: run.progress };
          return scorer.buildReport(run, cases);
        },
      },
    });
    await job.run({ runId }, { signal: new AbortController().signal });
    await sse.until((e) => e.type === 'end', 30_000);
    await sse.ended;
    expect(atReport).toEqual({ phase: 'analyzing', progress: 75 });

    const runs = sse.events.flatMap((e) => (e.type === 'error' ? [] : [e.run]));
    const phases = [...new Set(runs.map((r) => r.phase))];
    expect(phases.filter((p) => p !== 'analyzing')).toEqual([
      'generating_tests',
      'generating_solutions',
      'evaluating',
      'complete',
    ]);
    for (let i = 1; i < runs.length; i++) {
      expect(phaseIndex(runs[i]!.phase)).toBeGreaterThanOrEqual(phaseIndex(runs[i - 1]!.phase));
      expect(runs[i]!.progress).toBeGreaterThanOrEqual(runs[i - 1]!.progress);
    }
    // Every progress shown sits inside its phase's §4 band, and moves within the case phases.
    const band: Record<string, [number, number]> = {
      generating_tests: [0, 0],
      generating_solutions: [20, 50],
      evaluating: [50, 75],
      analyzing: [75, 75],
      complete: [100, 100],
    };
    for (const r of runs) {
      const [lo, hi] = band[r.phase]!;
      expect(r.progress).toBeGreaterThanOrEqual(lo);
      expect(r.progress).toBeLessThanOrEqual(hi);
    }
    expect(
      new Set(runs.filter((r) => r.phase === 'generating_solutions').map((r) => r.progress)).size,
    ).toBeGreaterThan(2);
    expect(runs.at(-1)).toMatchObject({ phase: 'complete', progress: 100 });
  });

  it('ends a stream with Authentication Required when its session ends while watching', async () => {
    const runId = await insertRun();
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/evaluation/access',
      payload: { code: CODE },
      headers: { origin: t.env.PUBLIC_URL, 'sec-fetch-site': 'same-origin' },
      remoteAddress: '10.93.3.3',
    });
    const own = `rf_evaluation=${/rf_evaluation=([^;]+)/.exec(String(login.headers['set-cookie']))![1]}`;
    const sse = await openSse<EvaluationRunEvent>(`${baseUrl}/api/evaluation/runs/${runId}/events`, {
      headers: { cookie: own },
    });
    await sse.until((e) => e.type === 'progress');
    await t.app.inject({
      method: 'DELETE',
      url: '/api/evaluation/access',
      headers: { cookie: own, origin: t.env.PUBLIC_URL, 'sec-fetch-site': 'same-origin' },
    });
    const refused = await sse.until((e) => e.type === 'error', 10_000);
    expect(refused).toEqual({ type: 'error', code: 'UNAUTHORIZED', message: 'Authentication Required' });
    await sse.ended;
    await t.database.db.update(evaluationRuns).set({ phase: 'failed' }).where(eq(evaluationRuns.id, runId));
  });

  it('runs one evaluation at a time', async () => {
    const runId = await insertRun('evaluating');
    const res = await call('POST', '/api/evaluation/runs', { caseCount: 20 });
    expect(res.statusCode).toBe(409);
    expect((res.json() as { message: string }).message).toBe(
      'An evaluation is already running. Wait for it to finish before starting another.',
    );
    await t.database.db.update(evaluationRuns).set({ phase: 'failed' }).where(eq(evaluationRuns.id, runId));
  });

  it('answers an unknown run as not found, on the run and its events', async () => {
    const res = await call('GET', '/api/evaluation/runs/no-such-run');
    expect(res.statusCode).toBe(404);
    expect((res.json() as { message: string }).message).toBe('Evaluation run not found');
    expect((await call('GET', '/api/evaluation/runs/no-such-run/events')).statusCode).toBe(404);
  });

  it('resumes after a restart mid-run at the first unfinished case, redoing no finished one', async () => {
    // Driven as two runners one after the other.
    const runId = await insertRun();
    const composer = offlineModel({ chunkDelayMs: 0 });
    const prompts: string[] = [];
    const counting = (stopAfter: number | null, stop?: AbortController): RecipeModel => ({
      ...composer,
      stream(messages, signal, options) {
        if (stopAfter !== null && prompts.length === stopAfter) {
          // The process goes down while writing this case.
          stop!.abort();
        }
        prompts.push(messages[0]!.content);
        return composer.stream(messages, signal, options);
      },
    });
    const first = new AbortController();
    await expect(jobWith(counting(4, first)).run({ runId }, { signal: first.signal })).rejects.toThrow();
    const midway = await t.database.db.select().from(evaluationCases).where(eq(evaluationCases.runId, runId));
    const finished = midway.filter((c) => c.status === 'solved');
    expect(finished).toHaveLength(4);
    const [stopped] = await t.database.db.select().from(evaluationRuns).where(eq(evaluationRuns.id, runId));
    expect(stopped).toMatchObject({
      phase: 'generating_solutions',
      progress: 20 + Math.floor((30 * 4) / 10),
    });

    const before = prompts.length;
    const second = new AbortController();
    await jobWith(counting(null)).run({ runId }, { signal: second.signal });
    // Only the six unfinished cases were written again; the cases were not drawn again.
    expect(prompts.length - before).toBe(6);
    const after = await t.database.db.select().from(evaluationCases).where(eq(evaluationCases.runId, runId));
    expect(after).toHaveLength(10);
    for (const c of finished) {
      const now = after.find((a) => a.id === c.id)!;
      expect(now.recipe).toBe(c.recipe);
      expect(now.durationMs).toBe(c.durationMs);
    }
    expect(after.every((c) => c.status === 'judged')).toBe(true);
    const [done] = await t.database.db.select().from(evaluationRuns).where(eq(evaluationRuns.id, runId));
    expect(done).toMatchObject({ phase: 'complete', progress: 100 });
    expect(done!.overallScore).not.toBeNull();
  });

  it('fails a run with our words, or Unknown error occurred when nothing better is known', async () => {
    const handlers = evaluationRunJobs({
      db: t.database.db,
      bus: t.bus,
      log: t.app.log,
      models: {
        resolve: async () => {
          throw new AppError('ai.notReady');
        },
      },
      scorer: productRunScorer(),
    });
    const known = await insertRun();
    await expect(
      handlers['evaluation.run']!.run(
        { runId: known },
        { id: 'j', attempt: 1, maxAttempts: 3, signal: new AbortController().signal },
      ),
    ).rejects.toThrow();
    const detail = (await call('GET', `/api/evaluation/runs/${known}`)).json() as EvaluationRunDetail;
    expect(detail.run.phase).toBe('failed');
    expect(detail.run.error).toBe(new AppError('ai.notReady').message);

    const unknown = await insertRun();
    await handlers['evaluation.run']!.onFailed!({ runId: unknown }, 'connection terminated unexpectedly');
    const failed = (await call('GET', `/api/evaluation/runs/${unknown}`)).json() as EvaluationRunDetail;
    expect(failed.run).toMatchObject({ phase: 'failed', error: 'Unknown error occurred' });
  });
});
