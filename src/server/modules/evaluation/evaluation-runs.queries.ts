import { and, asc, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { EvaluationCase, EvaluationRunSummary } from '@shared/contracts/evaluation';
import { EVALUATION_HISTORY_LIMIT } from '@shared/contracts/evaluation';
import type { Db } from '../../db/client';
import { evaluationCases, evaluationRuns } from '../../db/schema';

/** Reads of evaluation runs and cases, as the API and the job show them. */

type RunRow = typeof evaluationRuns.$inferSelect;
type CaseRow = typeof evaluationCases.$inferSelect;

/** Bus topic of one run's progress: the job publishes on it after each write, streams re-read. */
export const runTopic = (runId: string) => `evaluation.run:${runId}`;

const solvedCount = sql<number>`count(*) filter (where ${evaluationCases.status} not in ('pending', 'solving'))`;
const judgedCount = sql<number>`count(*) filter (where ${evaluationCases.structuralScores} is not null)`;

function summaryOf(
  row: RunRow,
  counts: { solved: number; judged: number } | undefined,
): EvaluationRunSummary {
  return {
    id: row.id,
    phase: row.phase,
    progress: row.progress,
    caseCount: row.caseCount,
    casesSolved: Number(counts?.solved ?? 0),
    casesJudged: Number(counts?.judged ?? 0),
    caseSource: (row.caseSource as EvaluationRunSummary['caseSource']) ?? null,
    judge: row.judge,
    error: row.error,
    overallScore: row.overallScore,
    startedByRole: row.startedByRole,
    createdAt: row.createdAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
  };
}

async function countsFor(db: Db, runIds: string[]) {
  if (runIds.length === 0) return new Map<string, { solved: number; judged: number }>();
  const rows = await db
    .select({ runId: evaluationCases.runId, solved: solvedCount, judged: judgedCount })
    .from(evaluationCases)
    .where(inArray(evaluationCases.runId, runIds))
    .groupBy(evaluationCases.runId);
  return new Map(rows.map((r) => [r.runId, { solved: r.solved, judged: r.judged }]));
}

export async function findRunSummary(db: Db, runId: string): Promise<EvaluationRunSummary | null> {
  const [row] = await db.select().from(evaluationRuns).where(eq(evaluationRuns.id, runId)).limit(1);
  if (!row) return null;
  return summaryOf(row, (await countsFor(db, [runId])).get(runId));
}

/** §9: the last 10 runs, newest first. */
export async function listRecentRuns(db: Db): Promise<EvaluationRunSummary[]> {
  const rows = await db
    .select()
    .from(evaluationRuns)
    .orderBy(desc(evaluationRuns.createdAt), desc(evaluationRuns.id))
    .limit(EVALUATION_HISTORY_LIMIT);
  const counts = await countsFor(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => summaryOf(r, counts.get(r.id)));
}

export function caseOf(row: CaseRow): EvaluationCase {
  return {
    id: row.id,
    position: row.position,
    category: row.category as EvaluationCase['category'],
    complexity: row.complexity as EvaluationCase['complexity'],
    ambiguityLevel: row.ambiguityLevel as EvaluationCase['ambiguityLevel'],
    prompt: row.prompt,
    constraints: row.constraints,
    recipe: row.recipe,
    status: row.status as EvaluationCase['status'],
    structuralScores: row.structuralScores ?? null,
    judgeScores: row.judgeScores ?? null,
    unjudgedReason: row.unjudgedReason,
    error: row.error,
    durationMs: row.durationMs,
  };
}

export async function listRunCases(db: Db, runId: string): Promise<CaseRow[]> {
  return db
    .select()
    .from(evaluationCases)
    .where(eq(evaluationCases.runId, runId))
    .orderBy(asc(evaluationCases.position));
}

/** Cases scored already (the evaluating phase resumes after them). */
export async function scoredCaseIds(db: Db, runId: string): Promise<Set<string>> {
  const rows = await db
    .select({ id: evaluationCases.id })
    .from(evaluationCases)
    .where(and(eq(evaluationCases.runId, runId), isNotNull(evaluationCases.structuralScores)));
  return new Set(rows.map((r) => r.id));
}
