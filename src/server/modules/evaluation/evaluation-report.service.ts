import { createHash } from 'node:crypto';
import { and, desc, eq, inArray } from 'drizzle-orm';
import { EVALUATION_HISTORY_LIMIT, type EvaluationRunSummary } from '@shared/contracts/evaluation';
import {
  EVALUATION_TREND_LENGTH,
  type EvaluationHistory,
  type EvaluationReport,
  evaluationReportSchema,
  type ImprovementAction,
  type ImprovementList,
  scoreBand,
  scoreRating,
} from '@shared/contracts/evaluation-report';
import type { Db } from '../../db/client';
import { evaluationRuns, improvementActions } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { findRunSummary, listRunCases } from './evaluation-runs.queries';
import { buildReport } from './scoring';
import { type DerivedImprovement, deriveImprovements } from './scoring/improvements';

/**
 * Reports, history and improvement actions of finished runs (issue 22 item 3). A run is shared by
 * everyone with evaluation access; its improvement actions are each owner's own (a signed-in
 * admin's user id, or a code session's role), so one person's progress is not another's.
 */

type RunRow = typeof evaluationRuns.$inferSelect;

export interface FinishedRun {
  row: RunRow;
  summary: EvaluationRunSummary;
  report: EvaluationReport;
}

/** A complete run and its report; none → 404, still running or failed → 409. */
export async function loadFinishedRun(db: Db, runId: string): Promise<FinishedRun> {
  const [row] = await db.select().from(evaluationRuns).where(eq(evaluationRuns.id, runId)).limit(1);
  if (!row) throw new AppError('evaluation.runNotFound');
  if (row.phase === 'failed') throw new AppError('evaluation.reportFailed');
  if (row.phase !== 'complete') throw new AppError('evaluation.reportNotReady');
  const stored = evaluationReportSchema.safeParse(row.report);
  // A report stored by an older scorer that no longer reads is made again from the cases.
  const report = stored.success
    ? stored.data
    : buildReport(row, await listRunCases(db, row.id), row.finishedAt ?? row.updatedAt);
  const summary = (await findRunSummary(db, runId))!;
  return { row, summary, report };
}

const round2 = (n: number) => Math.round(n * 100) / 100;

/** §9: the last 10 runs, and the trend of the last 5 finished ones. */
export async function evaluationHistory(db: Db): Promise<EvaluationHistory> {
  const rows = await db
    .select()
    .from(evaluationRuns)
    .orderBy(desc(evaluationRuns.createdAt), desc(evaluationRuns.id))
    .limit(EVALUATION_HISTORY_LIMIT);
  const runs = rows.map((r) => {
    const score = r.phase === 'complete' ? r.overallScore : null;
    return {
      id: r.id,
      createdAt: r.createdAt.toISOString(),
      finishedAt: r.finishedAt?.toISOString() ?? null,
      phase: r.phase,
      caseCount: r.caseCount,
      overallScore: score,
      band: score === null ? null : scoreBand(score),
      rating: score === null ? null : scoreRating(score),
    };
  });
  const points = runs
    .filter((r) => r.overallScore !== null)
    .slice(0, EVALUATION_TREND_LENGTH)
    .reverse()
    .map((r) => ({ runId: r.id, createdAt: r.createdAt, overallScore: r.overallScore! }));
  const change = points.length >= 2 ? round2(points.at(-1)!.overallScore - points[0]!.overallScore) : null;
  const direction = change === null ? null : change > 0.05 ? 'up' : change < -0.05 ? 'down' : 'flat';
  return { runs, trend: { points, change, direction } };
}

/** The same owner, run and subject always give the same id: two first reads cannot store twice. */
const actionId = (owner: string, runId: string, subject: string) =>
  createHash('sha256').update(`${owner}\n${runId}\n${subject}`).digest('base64url').slice(0, 32);

function present(
  runId: string,
  derived: DerivedImprovement,
  id: string,
  completed: boolean,
): ImprovementAction {
  const { subject: _subject, ...action } = derived;
  return { ...action, id, runId, completed };
}

/** The owner's actions of a finished run, made from its report the first time they are asked for. */
export async function listImprovements(db: Db, runId: string, owner: string): Promise<ImprovementList> {
  const { report } = await loadFinishedRun(db, runId);
  const derived = deriveImprovements(report);
  const ids = derived.map((d) => actionId(owner, runId, d.subject));
  if (derived.length > 0)
    await db
      .insert(improvementActions)
      .values(
        derived.map((d, i) => ({
          id: ids[i]!,
          runId,
          ownerKey: owner,
          priority: d.priority,
          category: d.category,
          description: d.description,
          expectedImpact: d.expectedImpact,
          targetMetrics: d.targetMetrics,
          implementationSteps: d.implementationSteps,
        })),
      )
      .onConflictDoNothing({ target: improvementActions.id });
  const rows =
    ids.length === 0
      ? []
      : await db
          .select({ id: improvementActions.id, completed: improvementActions.completed })
          .from(improvementActions)
          .where(and(eq(improvementActions.ownerKey, owner), inArray(improvementActions.id, ids)));
  const done = new Map(rows.map((r) => [r.id, r.completed]));
  const actions = derived.map((d, i) => present(runId, d, ids[i]!, done.get(ids[i]!) ?? false));
  return { actions, completedCount: actions.filter((a) => a.completed).length };
}

/** Toggles one of the owner's actions; another owner's reads as none. */
export async function setImprovementCompleted(
  db: Db,
  id: string,
  owner: string,
  completed: boolean,
): Promise<ImprovementAction> {
  const [row] = await db
    .update(improvementActions)
    .set({ completed, updatedAt: new Date() })
    .where(and(eq(improvementActions.id, id), eq(improvementActions.ownerKey, owner)))
    .returning({ runId: improvementActions.runId });
  if (!row) throw new AppError('evaluation.improvementNotFound');
  const list = await listImprovements(db, row.runId, owner);
  const action = list.actions.find((a) => a.id === id);
  if (!action) throw new AppError('evaluation.improvementNotFound');
  return action;
}

/** §4 bulk actions: Mark All Complete, Reset Progress (Expand, Collapse and the filter are the screen's). */
export async function bulkImprovements(
  db: Db,
  runId: string,
  owner: string,
  action: 'markAllComplete' | 'resetProgress',
): Promise<ImprovementList> {
  // Made first, so Mark All Complete works before the list was ever shown.
  await listImprovements(db, runId, owner);
  await db
    .update(improvementActions)
    .set({ completed: action === 'markAllComplete', updatedAt: new Date() })
    .where(and(eq(improvementActions.runId, runId), eq(improvementActions.ownerKey, owner)));
  return listImprovements(db, runId, owner);
}
