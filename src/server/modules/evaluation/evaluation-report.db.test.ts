import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  evaluationHistorySchema,
  evaluationReportResponseSchema,
  improvementListSchema,
  type ImprovementList,
} from '@shared/contracts/evaluation-report';
import { EVALUATION_CRITERIA } from '@shared/contracts/evaluation';
import type { RecipeModel } from '../../ai/model';
import { offlineModel } from '../../ai/offline-model';
import { evaluationCases, evaluationRuns, evaluationSessions, improvementActions } from '../../db/schema';
import { signUp } from '../../test/accounts';
import type { HttpSession } from '../../test/http-session';
import { createTestApp, type TestApp } from '../../test/test-app';
import { EvaluationRunJob } from './evaluation-run-job';
import { productRunScorer } from './run-scorer';
import { buildReport } from './scoring';
import { BROKEN_RECIPE, GOOD_RECIPE, PLACEHOLDER_RECIPE } from './scoring/scoring-fixtures';
import { structuralScores } from './scoring/structural-checks';

/**
 * The report, export, history and improvement actions (issue 22 item 3) over runs seeded as the run
 * job leaves them; refused without an evaluation session, each owner's improvements their own.
 */
const ORIGIN = 'http://localhost:3994';
const DEV_CODE = 'dev-code-94-report';
const STAKE_CODE = 'stake-code-94-report';

let t: TestApp;
let developer: HttpSession;
let stakeholder: HttpSession;
let admin: HttpSession;
beforeAll(async () => {
  t = await createTestApp({
    env: {
      PUBLIC_URL: ORIGIN,
      EVALUATION_ACCESS_CODES: `${DEV_CODE}:developer,${STAKE_CODE}:stakeholder`,
      ADMIN_EMAILS: 'report-admin@example.com',
    },
    jobs: false,
  });
  developer = t.session('10.94.0.1');
  expect((await developer.post('/api/evaluation/access', { code: DEV_CODE })).statusCode).toBe(200);
  stakeholder = t.session('10.94.0.2');
  expect((await stakeholder.post('/api/evaluation/access', { code: STAKE_CODE })).statusCode).toBe(200);
  admin = (await signUp(t, 'report-admin@example.com', { ip: '10.94.1.1' })).session;
});
afterAll(() => t.close());

const db = () => t.database.db;

/** A run as the job leaves it: cases scored, the report built and stored, phase complete. */
async function seedRun(recipes: Array<string | null>, createdAt = new Date()) {
  const id = randomUUID();
  await db().insert(evaluationRuns).values({
    id,
    startedByRole: 'developer',
    caseCount: recipes.length,
    phase: 'evaluating',
    progress: 60,
    caseSource: 'bank',
    createdAt,
  });
  const categories = ['software_engineering', 'daily_tasks', 'strategic_planning'];
  const rows = recipes.map((recipe, i) => ({
    id: randomUUID(),
    runId: id,
    position: i,
    category: categories[i % 3]!,
    complexity: i % 2 ? 'expert' : 'simple',
    ambiguityLevel: 'clear',
    prompt: `Prompt number ${i + 1}: back up a database`,
    constraints: ['keep 14 days'],
    recipe,
    status: recipe ? 'judged' : 'failed',
    structuralScores: recipe ? structuralScores(recipe, ['keep 14 days']) : null,
    judgeScores: null,
    unjudgedReason: recipe ? 'no_model' : null,
    error: recipe ? null : 'Unknown error occurred',
  }));
  await db().insert(evaluationCases).values(rows);
  const report = buildReport({ id }, rows, new Date(createdAt.getTime() + 60_000));
  await db()
    .update(evaluationRuns)
    .set({
      phase: 'complete',
      progress: 100,
      report,
      overallScore: report.overallScore,
      finishedAt: new Date(),
    })
    .where(eq(evaluationRuns.id, id));
  return { id, report };
}

function patch(session: HttpSession, url: string, payload: unknown) {
  return t.app.inject({
    method: 'PATCH',
    url,
    remoteAddress: '10.94.0.9',
    headers: {
      origin: ORIGIN,
      'sec-fetch-site': 'same-origin',
      ...(session.hasCookies() ? { cookie: session.cookieHeader } : {}),
    },
    payload: payload as Record<string, unknown>,
  });
}

const message = (res: { json(): unknown }) => (res.json() as { message: string }).message;

describe('evaluation report API', () => {
  it('refuses every endpoint without an evaluation session, and leaks nothing', async () => {
    const { id } = await seedRun([GOOD_RECIPE]);
    const visitor = t.session('10.94.2.1');
    const signedIn = (await signUp(t, 'not-admin-94@example.com', { ip: '10.94.2.2' })).session;
    for (const who of [visitor, signedIn]) {
      for (const url of [
        `/api/evaluation/runs/${id}/report`,
        `/api/evaluation/runs/${id}/export?format=json`,
        '/api/evaluation/history',
        `/api/evaluation/runs/${id}/improvements`,
      ]) {
        const res = await who.get(url);
        expect(res.statusCode, url).toBe(401);
        expect(message(res)).toBe('Authentication Required');
        expect(res.body).not.toContain(GOOD_RECIPE.slice(0, 30));
      }
      const bulk = await who.post(`/api/evaluation/runs/${id}/improvements/bulk`, {
        action: 'markAllComplete',
      });
      expect(bulk.statusCode).toBe(401);
      expect((await patch(who, '/api/evaluation/improvements/any-id', { completed: true })).statusCode).toBe(
        401,
      );
    }
  });

  it('refuses an expired session', async () => {
    const { id } = await seedRun([GOOD_RECIPE]);
    const late = t.session('10.94.2.3');
    expect((await late.post('/api/evaluation/access', { code: DEV_CODE })).statusCode).toBe(200);
    expect((await late.get(`/api/evaluation/runs/${id}/report`)).statusCode).toBe(200);
    // The session's 24 hours are over.
    await db()
      .update(evaluationSessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(evaluationSessions.role, 'developer'));
    const res = await late.get(`/api/evaluation/runs/${id}/report`);
    expect(res.statusCode).toBe(401);
    expect(message(res)).toBe('Authentication Required');
    // Open the developer's session again for the other tests.
    expect((await developer.post('/api/evaluation/access', { code: DEV_CODE })).statusCode).toBe(200);
  });

  it('answers the stored report with the run, for a code holder and an admin alike', async () => {
    const { id, report } = await seedRun([GOOD_RECIPE, BROKEN_RECIPE, PLACEHOLDER_RECIPE, null]);
    for (const who of [developer, admin]) {
      const res = await who.get(`/api/evaluation/runs/${id}/report`);
      expect(res.statusCode).toBe(200);
      const body = evaluationReportResponseSchema.parse(res.json());
      expect(body.report).toEqual(report);
      expect(body.run).toMatchObject({ id, phase: 'complete', caseCount: 4 });
    }
    expect(report.failedCases).toBe(1);
    expect(report.weaknessAreas.length).toBeGreaterThan(0);
  });

  it('refuses a report of a run that is not finished, or does not exist', async () => {
    const id = randomUUID();
    await db()
      .insert(evaluationRuns)
      .values({ id, startedByRole: 'developer', caseCount: 10, phase: 'evaluating' });
    const running = await developer.get(`/api/evaluation/runs/${id}/report`);
    expect(running.statusCode).toBe(409);
    expect(message(running)).toBe(
      'This evaluation has not finished yet: its report is ready once it is complete.',
    );
    expect((await developer.get(`/api/evaluation/runs/${id}/improvements`)).statusCode).toBe(409);
    expect((await developer.get(`/api/evaluation/runs/${id}/export`)).statusCode).toBe(409);
    const failed = randomUUID();
    await db().insert(evaluationRuns).values({
      id: failed,
      startedByRole: 'developer',
      caseCount: 10,
      phase: 'failed',
      error: 'Unknown error occurred',
    });
    const failedReport = await developer.get(`/api/evaluation/runs/${failed}/report`);
    expect(failedReport.statusCode).toBe(409);
    expect(message(failedReport)).toBe(
      'This evaluation failed before its report was made: start a new evaluation.',
    );
    const none = await developer.get(`/api/evaluation/runs/${randomUUID()}/report`);
    expect(none.statusCode).toBe(404);
    expect(message(none)).toBe('Evaluation run not found');
  });

  it('exports Markdown and JSON downloads with a filename', async () => {
    const { id, report } = await seedRun([GOOD_RECIPE, BROKEN_RECIPE]);
    const md = await developer.get(`/api/evaluation/runs/${id}/export?format=md`);
    expect(md.statusCode).toBe(200);
    expect(md.headers['content-type']).toBe('text/markdown; charset=utf-8');
    expect(md.headers['content-disposition']).toMatch(
      new RegExp(`^attachment; filename="evaluation-\\d{4}-\\d{2}-\\d{2}-${id.slice(0, 8)}\\.md"$`),
    );
    expect(md.body).toContain('# Evaluation Summary');
    expect(md.body).toContain(`Overall score: ${report.overallScore.toFixed(2)} / 5.00`);
    expect(md.body).toContain('| Structural adherence |');
    expect(md.body).toContain('## Recommendations');
    expect(md.body).toContain('Prompt number 2: back up a database');
    expect(md.body).toContain('Not judged by a model: no model is configured.');
    // In the reader's language: the language cookie, else Accept-Language.
    const de = await developer.get(`/api/evaluation/runs/${id}/export?format=md`, {
      'accept-language': 'de-CH, en;q=0.5',
    });
    expect(de.body).toContain('# Zusammenfassung der Auswertung');
    expect(de.body).toContain('Nicht von einem Modell bewertet: kein Modell ist eingerichtet.');
    expect(de.body).not.toContain('Overall score');
    // Markdown is the default.
    expect((await developer.get(`/api/evaluation/runs/${id}/export`)).headers['content-type']).toContain(
      'markdown',
    );

    const json = await developer.get(`/api/evaluation/runs/${id}/export?format=json`);
    expect(json.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(json.headers['content-disposition']).toContain('.json"');
    const body = json.json() as { report: unknown; cases: Array<{ recipe: string }> };
    expect(body.report).toEqual(report);
    expect(body.cases.map((c) => c.recipe)).toEqual([GOOD_RECIPE, BROKEN_RECIPE]);

    const bad = await developer.get(`/api/evaluation/runs/${id}/export?format=pdf`);
    expect(bad.statusCode).toBe(400);
  });

  it('keeps the history of the last 10 runs and the trend of the last 5 finished', async () => {
    // Twelve more runs, a minute apart and in the future so they are the newest: scores rise.
    const base = Date.now() + 3600_000;
    const seeded: Array<{ id: string; score: number }> = [];
    for (let i = 0; i < 12; i++) {
      const recipes = i % 2 ? [GOOD_RECIPE] : [BROKEN_RECIPE, GOOD_RECIPE];
      const { id, report } = await seedRun(recipes, new Date(base + i * 60_000));
      seeded.push({ id, score: report.overallScore });
    }
    const running = randomUUID();
    await db()
      .insert(evaluationRuns)
      .values({
        id: running,
        startedByRole: 'admin',
        caseCount: 20,
        phase: 'generating_solutions',
        createdAt: new Date(base + 3600_000),
      });
    const res = await developer.get('/api/evaluation/history');
    expect(res.statusCode).toBe(200);
    const history = evaluationHistorySchema.parse(res.json());
    expect(history.runs).toHaveLength(10);
    expect(history.runs[0]).toMatchObject({
      id: running,
      overallScore: null,
      band: null,
      phase: 'generating_solutions',
    });
    expect(history.runs.slice(1).map((r) => r.id)).toEqual(
      seeded
        .slice(-9)
        .reverse()
        .map((s) => s.id),
    );
    const last5 = seeded.slice(-5);
    expect(history.trend.points.map((p) => [p.runId, p.overallScore])).toEqual(
      last5.map((s) => [s.id, s.score]),
    );
    const change = Math.round((last5[4]!.score - last5[0]!.score) * 100) / 100;
    expect(history.trend.change).toBe(change);
    expect(history.trend.direction).toBe(change > 0.05 ? 'up' : change < -0.05 ? 'down' : 'flat');
    const good = history.runs.find((r) => r.id === seeded[11]!.id)!;
    expect(good).toMatchObject({ band: 'green', rating: 'excellent' });
  });

  it('derives improvement actions per owner: toggles and bulk actions are each owner’s own', async () => {
    const { id, report } = await seedRun([BROKEN_RECIPE, PLACEHOLDER_RECIPE, GOOD_RECIPE]);
    const url = `/api/evaluation/runs/${id}/improvements`;
    const first = improvementListSchema.parse((await developer.get(url)).json());
    expect(first.actions.length).toBeGreaterThan(0);
    expect(first.completedCount).toBe(0);
    expect(first.actions[0]!.params.area).toBe(report.weaknessAreas[0]!.key);
    expect(first.actions[0]).toMatchObject({ runId: id, completed: false });
    // Asked again: the same actions, stored once.
    const again = improvementListSchema.parse((await developer.get(url)).json());
    expect(again.actions.map((a) => a.id)).toEqual(first.actions.map((a) => a.id));
    const stored = await db().select().from(improvementActions).where(eq(improvementActions.runId, id));
    expect(stored).toHaveLength(first.actions.length);

    const target = first.actions[0]!;
    const toggled = await patch(developer, `/api/evaluation/improvements/${target.id}`, { completed: true });
    expect(toggled.statusCode).toBe(200);
    expect(toggled.json()).toMatchObject({ id: target.id, completed: true });
    const afterToggle = (await developer.get(url)).json() as ImprovementList;
    expect(afterToggle.completedCount).toBe(1);

    // Another owner sees their own, untouched, and cannot toggle the developer's.
    const theirs = (await stakeholder.get(url)).json() as ImprovementList;
    expect(theirs.completedCount).toBe(0);
    expect(theirs.actions.map((a) => a.id)).not.toContain(target.id);
    const foreign = await patch(stakeholder, `/api/evaluation/improvements/${target.id}`, {
      completed: false,
    });
    expect(foreign.statusCode).toBe(404);
    expect(message(foreign)).toBe('Improvement action not found');
    expect(((await developer.get(url)).json() as ImprovementList).completedCount).toBe(1);

    const all = await developer.post(`${url}/bulk`, { action: 'markAllComplete' });
    expect(all.statusCode).toBe(200);
    expect((all.json() as ImprovementList).completedCount).toBe(first.actions.length);
    expect((all.json() as ImprovementList).actions.every((a) => a.completed)).toBe(true);
    const reset = await developer.post(`${url}/bulk`, { action: 'resetProgress' });
    expect((reset.json() as ImprovementList).completedCount).toBe(0);
    expect(((await stakeholder.get(url)).json() as ImprovementList).completedCount).toBe(0);

    // An admin's actions are theirs (by account), not the developer's.
    expect(
      ((await admin.post(`${url}/bulk`, { action: 'markAllComplete' })).json() as ImprovementList)
        .completedCount,
    ).toBe(first.actions.length);
    expect(((await developer.get(url)).json() as ImprovementList).completedCount).toBe(0);

    expect((await developer.post(`${url}/bulk`, { action: 'explode' })).statusCode).toBe(400);
    expect(
      (await patch(developer, `/api/evaluation/improvements/${target.id}`, { completed: 'yes' })).statusCode,
    ).toBe(400);
  });

  it('asks nothing of a run where every area is green', async () => {
    const { id } = await seedRun([GOOD_RECIPE, GOOD_RECIPE]);
    const list = (await developer.get(`/api/evaluation/runs/${id}/improvements`)).json() as ImprovementList;
    expect(list).toEqual({ actions: [], completedCount: 0 });
  });

  it('reports a run the job ran end to end: the product writes, a model judges every other case', async () => {
    // The offline composer writes the recipes; the 'model' judges, answering garbage every other
    // time (and refuses to write test cases, so they come from the bank).
    let judged = 0;
    const judgeAnswer = JSON.stringify({
      scores: Object.fromEntries(EVALUATION_CRITERIA.map((c) => [c, { score: 3.6, reason: `Judged ${c}.` }])),
      summary: 'Fine.',
    });
    const model: RecipeModel = {
      ...offlineModel({ chunkDelayMs: 0 }),
      id: 'fake:judge-94',
      complete: async (system) => {
        if (!system.includes('strict evaluator')) return 'no cases from me';
        judged += 1;
        return judged % 2 ? judgeAnswer : 'Looks great to me!';
      },
    };
    const id = randomUUID();
    await db()
      .insert(evaluationRuns)
      .values({ id, startedByRole: 'developer', caseCount: 10, phase: 'generating_tests' });
    const job = new EvaluationRunJob({
      db: db(),
      bus: t.bus,
      log: t.app.log,
      models: { resolve: async () => model },
      scorer: productRunScorer(),
    });
    await job.run({ runId: id }, { signal: new AbortController().signal });

    const res = await developer.get(`/api/evaluation/runs/${id}/report`);
    expect(res.statusCode).toBe(200);
    const { report, run } = evaluationReportResponseSchema.parse(res.json());
    expect(run).toMatchObject({ phase: 'complete', judge: 'fake:judge-94' });
    expect(report).toMatchObject({ totalTestCases: 10, judgedCases: 5, failedCases: 0 });
    expect(report.judgeAverageScores?.clarity_effectiveness).toBe(3.6);
    expect(report.recommendations).toContainEqual({
      kind: 'unjudged',
      reason: 'invalid_answer',
      unjudgedCases: 5,
      totalCases: 10,
    });
    expect(report.categoryPerformance).toHaveLength(6);
    const md = await developer.get(`/api/evaluation/runs/${id}/export?format=md`);
    expect(md.body).toContain('Judged robustness_error_handling.');
    expect(md.body).toContain("Not judged by a model: the model's answer was not the scores asked for.");
    const improvements = improvementListSchema.parse(
      (await developer.get(`/api/evaluation/runs/${id}/improvements`)).json(),
    );
    expect(improvements.actions.length).toBeGreaterThan(0);
  }, 60_000);
});
