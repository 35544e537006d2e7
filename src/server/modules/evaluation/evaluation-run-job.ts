import { randomUUID } from 'node:crypto';
import { and, eq, notInArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { type EvaluationPhaseName, PHASE_START_PERCENT } from '@shared/contracts/evaluation';
import { renderErrorText } from '@shared/errors/error-table';
import { classifyFailure } from '../../ai/classify-error';
import { failureKeyOf, type RecipeModel } from '../../ai/model';
import type { ModelResolver } from '../../ai/model-registry';
import { offlineModel } from '../../ai/offline-model';
import type { Db } from '../../db/client';
import { evaluationCases, evaluationRuns } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { enqueueJob } from '../../jobs/enqueue';
import { type JobContext, type JobHandlers, PermanentJobError } from '../../jobs/job-handlers';
import type { RealtimeBus } from '../../realtime/bus';
import { errorClassOf, GenerationMeter, type MetricsRecorder } from '../metrics';
import { listRunCases, runTopic } from './evaluation-runs.queries';
import type { RunScorer } from './run-scorer';
import { writeCases } from './write-cases';

/**
 * The evaluation run as a durable job (issue 22 item 2, platform.md §4 "Evaluation run phases"):
 * generating_tests 0% → generating_solutions 20% → evaluating 50% → analyzing 75% → complete 100%,
 * the percentage moving per case within a phase. Every case's recipe and scores are written as
 * they are made, so a run taken over after a restart (the job's lease runs out and another runner
 * claims it) resumes at the first unfinished case and never redoes a finished one.
 */

type EvaluationRunPayload = { runId: string };

declare module '../../jobs/enqueue' {
  interface JobPayloads {
    'evaluation.run': EvaluationRunPayload;
  }
}

/** Generous: a case is one recipe; a provider that hangs is cut off and the case marked failed. */
const SOLVE_TIMEOUT_MS = 120_000;
/** Attempts of the whole job: a crash or a database hiccup is retried; the last one fails the run. */
export const EVALUATION_RUN_ATTEMPTS = 3;

export const evaluationRunJobKey = (runId: string) => `evaluation.run:${runId}`;

export async function enqueueEvaluationRun(db: Db, runId: string): Promise<void> {
  await enqueueJob(
    db,
    'evaluation.run',
    evaluationRunJobKey(runId),
    { runId },
    { maxAttempts: EVALUATION_RUN_ATTEMPTS },
  );
}

export interface EvaluationRunDeps {
  db: Db;
  bus: RealtimeBus;
  log: FastifyBaseLogger;
  models: Pick<ModelResolver, 'resolve'>;
  scorer: RunScorer;
  /** The generation metrics recorder (absent in tests that do not measure). */
  metrics?: MetricsRecorder;
}

/** The message a failed run shows: an error of ours in its words, anything else 'Unknown error occurred'. */
export function runFailureMessage(error: unknown): string {
  if (error instanceof AppError) return error.message;
  return renderErrorText('evaluation.unknownError');
}

/** The user message a case is solved with: its prompt, then its constraints, as a user would write them. */
export function casePrompt(prompt: string, constraints: string[]): string {
  if (constraints.length === 0) return prompt;
  return `${prompt}\n\nConstraints:\n${constraints.map((c) => `- ${c}`).join('\n')}`;
}

/**
 * The configured model for a run. The offline composer streams at a reader's pace (25 ms a chunk)
 * for the chat; a run has no reader, so its composer writes the same recipe without the pauses.
 */
export function evaluationModels(models: ModelResolver): Pick<ModelResolver, 'resolve'> {
  return {
    async resolve() {
      const model = await models.resolve();
      return model.id === 'offline' ? offlineModel({ chunkDelayMs: 0 }) : model;
    },
  };
}

export class EvaluationRunJob {
  constructor(private readonly deps: EvaluationRunDeps) {}

  private async publish(runId: string) {
    await this.deps.bus
      .publish(runTopic(runId), {})
      .catch((error) =>
        this.deps.log.warn({ err: error }, 'evaluation progress not announced; streams poll'),
      );
  }

  private async setPhase(
    runId: string,
    phase: EvaluationPhaseName,
    progress: number,
    extra: Partial<typeof evaluationRuns.$inferInsert> = {},
  ) {
    await this.deps.db
      .update(evaluationRuns)
      .set({ phase, progress, updatedAt: new Date(), ...extra })
      .where(eq(evaluationRuns.id, runId));
    await this.publish(runId);
  }

  async run(payload: EvaluationRunPayload, context: Pick<JobContext, 'signal'>): Promise<void> {
    const { db } = this.deps;
    const [run] = await db.select().from(evaluationRuns).where(eq(evaluationRuns.id, payload.runId)).limit(1);
    if (!run || run.phase === 'complete' || run.phase === 'failed') return;
    const model = await this.deps.models.resolve();

    // 1. Test cases: written once, with the phase change in the same transaction.
    let cases = await listRunCases(db, run.id);
    if (cases.length === 0) {
      await this.setPhase(run.id, 'generating_tests', PHASE_START_PERCENT.generating_tests);
      const written = await writeCases(model, run.caseCount, context.signal, this.deps.log);
      await db.transaction(async (tx) => {
        await tx.insert(evaluationCases).values(
          written.cases.map((c, position) => ({
            id: randomUUID(),
            runId: run.id,
            position,
            category: c.category,
            complexity: c.complexity,
            ambiguityLevel: c.ambiguityLevel,
            prompt: c.prompt,
            constraints: c.constraints,
          })),
        );
        await tx
          .update(evaluationRuns)
          .set({
            caseSource: written.source,
            phase: 'generating_solutions',
            progress: PHASE_START_PERCENT.generating_solutions,
            updatedAt: new Date(),
          })
          .where(eq(evaluationRuns.id, run.id));
      });
      await this.publish(run.id);
      cases = await listRunCases(db, run.id);
    }
    const total = cases.length;

    // 2. Solutions: by the product's own generator, each recipe written as it is made.
    let solved = cases.filter((c) => c.status !== 'pending' && c.status !== 'solving').length;
    await this.setPhase(run.id, 'generating_solutions', progressIn('generating_solutions', solved, total));
    for (const c of cases) {
      if (c.status !== 'pending' && c.status !== 'solving') continue;
      await this.solve(model, c.id, c.prompt, c.constraints, context.signal);
      solved++;
      await this.setPhase(run.id, 'generating_solutions', progressIn('generating_solutions', solved, total));
    }

    // 3. Evaluating: the scorer's structural checks and model judge, each case's scores kept.
    const [judged] = await db
      .select({ n: sql<number>`count(*)` })
      .from(evaluationCases)
      .where(and(eq(evaluationCases.runId, run.id), sql`${evaluationCases.structuralScores} is not null`));
    let done = Number(judged?.n ?? 0);
    await this.setPhase(run.id, 'evaluating', progressIn('evaluating', done, total), {
      judge: this.deps.scorer.judgeId(model),
    });
    for (const c of await listRunCases(db, run.id)) {
      if (c.structuralScores !== null) continue;
      context.signal.throwIfAborted();
      const scores = await this.deps.scorer.scoreCase(model, c, context.signal);
      // A judge cut short by the runner stopping is not the judge's verdict: the next runner scores it.
      context.signal.throwIfAborted();
      await db
        .update(evaluationCases)
        .set({
          structuralScores: scores.structural,
          judgeScores: scores.judge,
          unjudgedReason: scores.unjudgedReason,
          status: c.status === 'failed' ? 'failed' : 'judged',
          updatedAt: new Date(),
        })
        .where(eq(evaluationCases.id, c.id));
      done++;
      await this.setPhase(run.id, 'evaluating', progressIn('evaluating', done, total));
    }

    // 4. Analyzing: the report from every case, then complete.
    await this.setPhase(run.id, 'analyzing', PHASE_START_PERCENT.analyzing);
    const [fresh] = await db.select().from(evaluationRuns).where(eq(evaluationRuns.id, run.id)).limit(1);
    const report = this.deps.scorer.buildReport(fresh!, await listRunCases(db, run.id));
    await this.setPhase(run.id, 'complete', PHASE_START_PERCENT.complete, {
      report: report.report,
      overallScore: report.overallScore,
      finishedAt: new Date(),
    });
  }

  /** Solves one case; a generator failure marks the case failed (with why) and the run goes on. */
  private async solve(
    model: RecipeModel,
    caseId: string,
    prompt: string,
    constraints: string[],
    signal: AbortSignal,
  ) {
    const { db } = this.deps;
    await db
      .update(evaluationCases)
      .set({ status: 'solving', updatedAt: new Date() })
      .where(eq(evaluationCases.id, caseId));
    const started = Date.now();
    const timeout = AbortSignal.timeout(SOLVE_TIMEOUT_MS);
    const combined = AbortSignal.any([signal, timeout]);
    // Measured like every other generation (source 'evaluation', no user: a run is the product's).
    const meter = new GenerationMeter(this.deps.metrics, {
      source: 'evaluation',
      userId: null,
      chatId: null,
      messageId: null,
      modelId: model.id,
    });
    let text = '';
    let error: string | null = null;
    try {
      const messages = [{ role: 'user' as const, content: casePrompt(prompt, constraints) }];
      for await (const part of model.stream(messages, combined, { language: 'en' })) {
        if (part.type === 'text') {
          meter.token();
          text += part.text;
        } else if (part.type === 'usage') meter.usage(part.inputTokens, part.outputTokens);
      }
    } catch (cause) {
      // The runner stopping: leave the case 'solving' for the next runner to redo.
      if (signal.aborted) {
        meter.finish('cancelled', 'interrupted');
        throw cause;
      }
      const failure = classifyFailure(cause, combined);
      meter.finish('error', errorClassOf(failure, timeout.aborted));
      this.deps.log.warn({ err: cause, kind: failure.kind }, 'evaluation case not solved');
      // The product's own words for the failure (the provider's raw text stays in the log).
      error =
        failure.kind === 'cancelled'
          ? 'The generator took too long and was stopped.'
          : renderErrorText(failureKeyOf(failure.kind, model));
    }
    const recipe = text.trim();
    if (!error && !recipe) {
      error = 'The generator answered nothing.';
      meter.finish('error', 'no_recipe');
    }
    meter.finish('success', null, recipe);
    await db
      .update(evaluationCases)
      .set({
        recipe: recipe || null,
        status: error ? 'failed' : 'solved',
        error,
        durationMs: Date.now() - started,
        updatedAt: new Date(),
      })
      .where(and(eq(evaluationCases.id, caseId), notInArray(evaluationCases.status, ['solved', 'judged'])));
  }

  /** The job failed for good: the run shows the error (§8 'Unknown error occurred' when nothing better). */
  async fail(runId: string, error: unknown): Promise<void> {
    await this.deps.db
      .update(evaluationRuns)
      .set({
        phase: 'failed',
        error: runFailureMessage(error),
        finishedAt: new Date(),
        updatedAt: new Date(),
      })
      .where(and(eq(evaluationRuns.id, runId), notInArray(evaluationRuns.phase, ['complete', 'failed'])));
    await this.publish(runId);
  }
}

/** §4's percentage within a phase: its start, plus its share of the way to the next phase per case. */
export function progressIn(
  phase: 'generating_solutions' | 'evaluating',
  done: number,
  total: number,
): number {
  const start = PHASE_START_PERCENT[phase];
  const end =
    phase === 'generating_solutions' ? PHASE_START_PERCENT.evaluating : PHASE_START_PERCENT.analyzing;
  if (total <= 0) return start;
  return start + Math.floor(((end - start) * Math.min(done, total)) / total);
}

export function evaluationRunJobs(deps: EvaluationRunDeps): JobHandlers {
  const job = new EvaluationRunJob(deps);
  return {
    'evaluation.run': {
      async run(payload, context) {
        try {
          await job.run(payload, context);
        } catch (error) {
          // An error of ours (worded for the dashboard) will not go away on a retry: the run fails now.
          if (error instanceof AppError && !context.signal.aborted) {
            await job.fail(payload.runId, error);
            throw new PermanentJobError(error.message, { cause: error });
          }
          throw error;
        }
      },
      // The runner hands over the error's text; ours are AppErrors already worded at the throw.
      onFailed: (payload, error) => job.fail(payload.runId, new Error(error)),
    },
  };
}
