import {
  EVALUATION_AMBIGUITY_LEVELS,
  EVALUATION_CATEGORIES,
  EVALUATION_COMPLEXITIES,
  EVALUATION_CRITERIA,
  type EvaluationCriterion,
} from '@shared/contracts/evaluation';
import {
  type CaseScores,
  type EvaluationReport,
  type GroupPerformance,
  type Recommendation,
  type ReportArea,
  type ReportDimension,
  type StructuralCheckId,
  scoreBand,
  scoreRating,
  type UnjudgedReason,
} from '@shared/contracts/evaluation-report';
import { caseScoresOf, type StoredCase } from './case-scores';

/**
 * The evaluation report (platform.md §3 Evaluation report, §9): averages over every case of the
 * run, where a case the generator failed scores 0 (it is part of what the run measured), per
 * criterion, category, complexity and ambiguity; the strengths (areas at 4 or more) and
 * weaknesses (below 3, or the weakest criterion below 4); recommendations read off the checks
 * that failed most. Pure: the same run and cases give the same report.
 */

/** Areas at or above this are strengths; below WEAK, weaknesses (§9: green from 4, red below 3). */
const STRONG = 4;
const WEAK = 3;
const MAX_AREAS = 5;

const round2 = (n: number) => Math.round(n * 100) / 100;
const mean = (values: number[]) =>
  values.length === 0 ? 0 : values.reduce((a, b) => a + b, 0) / values.length;

type Scored = { row: StoredCase; scores: CaseScores | null };

/** A case's score on a criterion: the judge's where it judged, else the structural one; 0 if failed. */
const effective = (s: Scored, c: EvaluationCriterion) =>
  s.scores ? (s.scores.judge?.criteria[c].score ?? s.scores.structural.criteria[c].score) : 0;

function perCriterion(cases: Scored[], pick: (s: Scored, c: EvaluationCriterion) => number) {
  return Object.fromEntries(
    EVALUATION_CRITERIA.map((c) => [c, round2(mean(cases.map((s) => pick(s, c))))]),
  ) as Record<EvaluationCriterion, number>;
}

function groups<K extends string>(cases: Scored[], keys: readonly K[], keyOf: (row: StoredCase) => string) {
  return keys
    .map((key) => {
      const members = cases.filter((s) => keyOf(s.row) === key);
      const averageScore = round2(mean(members.map((s) => s.scores?.overall ?? 0)));
      return {
        key,
        caseCount: members.length,
        averageScore,
        band: scoreBand(averageScore),
        rating: scoreRating(averageScore),
      } satisfies GroupPerformance & { key: K };
    })
    .filter((g) => g.caseCount > 0);
}

/** The structural check of `criterion` that failed in the most cases. */
function mostFailedCheck(cases: Scored[], criterion: EvaluationCriterion) {
  const failures = new Map<StructuralCheckId, number>();
  for (const s of cases)
    for (const check of s.scores?.structural.criteria[criterion].checks ?? [])
      if (!check.passed) failures.set(check.id, (failures.get(check.id) ?? 0) + 1);
  let worst: { check: StructuralCheckId; count: number } | null = null;
  for (const [check, count] of failures) if (!worst || count > worst.count) worst = { check, count };
  return worst;
}

export interface RunForReport {
  id: string;
}

export function buildReport(run: RunForReport, rows: StoredCase[], now: Date = new Date()): EvaluationReport {
  const cases: Scored[] = rows.map((row) => ({ row, scores: caseScoresOf(row) }));
  const judged = cases.filter((s) => s.scores?.judge);
  const failedCases = cases.filter((s) => !s.scores).length;
  const overallScore = round2(mean(cases.map((s) => s.scores?.overall ?? 0)));
  const averageScores = perCriterion(cases, effective);

  const dimensions: Array<[ReportDimension, GroupPerformance[]]> = [];
  const categoryPerformance = groups(cases, EVALUATION_CATEGORIES, (r) => r.category);
  const complexityPerformance = groups(cases, EVALUATION_COMPLEXITIES, (r) => r.complexity);
  const ambiguityPerformance = groups(cases, EVALUATION_AMBIGUITY_LEVELS, (r) => r.ambiguityLevel);
  dimensions.push(
    ['category', categoryPerformance],
    ['complexity', complexityPerformance],
    ['ambiguity', ambiguityPerformance],
  );

  const criterionAreas: ReportArea[] = EVALUATION_CRITERIA.map((c) => ({
    kind: 'criterion',
    key: c,
    score: averageScores[c],
  }));
  const groupAreas: ReportArea[] = dimensions.flatMap(([kind, list]) =>
    list.map((g) => ({ kind, key: g.key, score: g.averageScore, caseCount: g.caseCount })),
  );
  const areas = cases.length === 0 ? [] : [...criterionAreas, ...groupAreas];
  const strengthAreas = areas
    .filter((a) => a.score >= STRONG)
    .sort((a, b) => b.score - a.score)
    .slice(0, MAX_AREAS);
  let weaknessAreas = areas
    .filter((a) => a.score < WEAK)
    .sort((a, b) => a.score - b.score)
    .slice(0, MAX_AREAS);
  // Nothing red: the weakest criterion still has room to grow unless it is green.
  if (weaknessAreas.length === 0 && cases.length > 0) {
    const weakest = [...criterionAreas].sort((a, b) => a.score - b.score)[0]!;
    if (weakest.score < STRONG) weaknessAreas = [weakest];
  }

  const recommendations: Recommendation[] = [];
  for (const area of weaknessAreas) {
    if (area.kind === 'criterion') {
      const worst = mostFailedCheck(cases, area.key);
      recommendations.push({
        kind: 'criterion',
        criterion: area.key,
        score: area.score,
        check: worst?.check ?? null,
        failedCases: worst?.count ?? 0,
        totalCases: cases.length,
      });
    } else
      recommendations.push({
        kind: 'group',
        dimension: area.kind,
        key: area.key,
        score: area.score,
        caseCount: area.caseCount,
      });
  }
  if (failedCases > 0) recommendations.push({ kind: 'failedCases', failedCases, totalCases: cases.length });
  const unjudged = cases.filter((s) => s.scores && !s.scores.judge);
  if (unjudged.length > 0) {
    const counts = new Map<UnjudgedReason, number>();
    for (const s of unjudged) {
      const reason = s.scores!.unjudgedReason ?? 'invalid_answer';
      counts.set(reason, (counts.get(reason) ?? 0) + 1);
    }
    const [reason] = [...counts].sort((a, b) => b[1] - a[1])[0]!;
    recommendations.push({
      kind: 'unjudged',
      reason,
      unjudgedCases: unjudged.length,
      totalCases: cases.length,
    });
  }

  return {
    evaluationId: run.id,
    timestamp: now.toISOString(),
    totalTestCases: cases.length,
    judgedCases: judged.length,
    failedCases,
    overallScore,
    band: scoreBand(overallScore),
    rating: scoreRating(overallScore),
    averageScores,
    structuralAverageScores: perCriterion(cases, (s, c) => s.scores?.structural.criteria[c].score ?? 0),
    judgeAverageScores:
      judged.length > 0 ? perCriterion(judged, (s, c) => s.scores!.judge!.criteria[c].score) : null,
    categoryPerformance,
    complexityPerformance,
    ambiguityPerformance,
    strengthAreas,
    weaknessAreas,
    recommendations,
  };
}
