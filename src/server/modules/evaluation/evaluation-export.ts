import { EVALUATION_CRITERIA, type EvaluationCriterion } from '@shared/contracts/evaluation';
import type {
  CaseScores,
  EvaluationReport,
  GroupPerformance,
  Recommendation,
  ReportArea,
} from '@shared/contracts/evaluation-report';
import { caseOf } from './evaluation-runs.queries';
import type { FinishedRun } from './evaluation-report.service';
import { caseScoresOf } from './scoring';
import type { evaluationCases } from '../../db/schema';

/**
 * Export Summary (platform.md §2 Evaluation dashboard, issue 22 item 3): a finished run as a
 * Markdown summary or as JSON (the report and every case with its scores). The file is a record for
 * sharing outside the app, written in English like the API's other documents.
 */

type CaseRow = typeof evaluationCases.$inferSelect;

const label = (key: string) => key.replace(/_/g, ' ').replace(/^\w/, (c) => c.toUpperCase());
const RATING_WORDS = {
  excellent: 'Excellent',
  good: 'Good',
  satisfactory: 'Satisfactory',
  needs_improvement: 'Needs Improvement',
} as const;
const fmt = (n: number) => n.toFixed(2);
/** A table cell: no line breaks or pipes inside it. */
const cell = (text: string) => text.replace(/\r?\n/g, ' ').replace(/\|/g, '\\|');

export function exportFileName(run: FinishedRun, format: 'md' | 'json'): string {
  return `evaluation-${run.row.createdAt.toISOString().slice(0, 10)}-${run.row.id.slice(0, 8)}.${format}`;
}

export function exportJson(run: FinishedRun, cases: CaseRow[]): string {
  return `${JSON.stringify({ run: run.summary, report: run.report, cases: cases.map(caseOf) }, null, 2)}\n`;
}

function groupTable(title: string, groups: GroupPerformance[]): string[] {
  if (groups.length === 0) return [];
  return [
    `### ${title}`,
    '',
    '| Group | Cases | Score | Rating |',
    '|---|---:|---:|---|',
    ...groups.map(
      (g) => `| ${label(g.key)} | ${g.caseCount} | ${fmt(g.averageScore)} | ${RATING_WORDS[g.rating]} |`,
    ),
    '',
  ];
}

const area = (a: ReportArea) =>
  a.kind === 'criterion'
    ? `- ${label(a.key)} (criterion): ${fmt(a.score)}`
    : `- ${label(a.key)} (${a.kind}, ${a.caseCount} cases): ${fmt(a.score)}`;

function recommendation(r: Recommendation): string {
  switch (r.kind) {
    case 'criterion':
      return r.check
        ? `- Raise ${label(r.criterion)} (${fmt(r.score)}): the check '${r.check}' failed in ${r.failedCases} of ${r.totalCases} cases.`
        : `- Raise ${label(r.criterion)} (${fmt(r.score)}): the structural checks pass, the judge scored it lower.`;
    case 'group':
      return `- Work on ${r.dimension} '${label(r.key)}' (${fmt(r.score)} over ${r.caseCount} cases).`;
    case 'failedCases':
      return `- The generator failed ${r.failedCases} of ${r.totalCases} cases: each scored 0.`;
    case 'unjudged':
      return `- ${r.unjudgedCases} of ${r.totalCases} cases were not judged by a model (mostly: ${r.reason}); their structural scores count.`;
  }
}

function caseSection(row: CaseRow, scores: CaseScores | null): string[] {
  const lines = [
    `### ${row.position + 1}. ${label(row.category)} · ${row.complexity} · ${label(row.ambiguityLevel)}`,
    '',
    `**Prompt:** ${row.prompt}`,
    '',
  ];
  if (row.constraints.length) lines.push(`**Constraints:** ${row.constraints.join('; ')}`, '');
  if (!scores) {
    lines.push(`Not solved${row.error ? `: ${row.error}` : ''}. Scored 0.`, '');
    return lines;
  }
  lines.push(
    `**Overall:** ${fmt(scores.overall)} (from the ${scores.overallFrom === 'judge' ? 'model judge' : 'structural checks'})`,
    '',
    '| Criterion | Structural | Judge | Judge reason |',
    '|---|---:|---:|---|',
    ...EVALUATION_CRITERIA.map((c: EvaluationCriterion) => {
      const judged = scores.judge?.criteria[c];
      return `| ${label(c)} | ${fmt(scores.structural.criteria[c].score)} | ${judged ? fmt(judged.score) : '–'} | ${judged ? cell(judged.reason) : ''} |`;
    }),
    '',
  );
  if (!scores.judge) lines.push(`Not judged by a model: ${scores.unjudgedReason ?? 'unknown'}.`, '');
  if (row.recipe)
    lines.push(
      '<details><summary>Recipe</summary>',
      '',
      '```markdown',
      row.recipe.replace(/```/g, "'''"),
      '```',
      '',
      '</details>',
      '',
    );
  return lines;
}

export function exportMarkdown(run: FinishedRun, cases: CaseRow[]): string {
  const r: EvaluationReport = run.report;
  const lines = [
    '# Evaluation Summary',
    '',
    `- Evaluation: ${r.evaluationId}`,
    `- Date: ${r.timestamp}`,
    `- Test cases: ${r.totalTestCases} (judged by a model: ${r.judgedCases}, failed: ${r.failedCases})`,
    `- Judge: ${run.summary.judge ?? 'structural checks only'}`,
    `- Overall score: ${fmt(r.overallScore)} / 5.00 — ${RATING_WORDS[r.rating]}`,
    '',
    '## Scores by criterion',
    '',
    '| Criterion | Score | Structural | Judge |',
    '|---|---:|---:|---:|',
    ...EVALUATION_CRITERIA.map(
      (c) =>
        `| ${label(c)} | ${fmt(r.averageScores[c])} | ${fmt(r.structuralAverageScores[c])} | ${r.judgeAverageScores ? fmt(r.judgeAverageScores[c]) : '–'} |`,
    ),
    '',
    '## Performance',
    '',
    ...groupTable('By category', r.categoryPerformance),
    ...groupTable('By complexity', r.complexityPerformance),
    ...groupTable('By ambiguity', r.ambiguityPerformance),
    '## Strengths',
    '',
    ...(r.strengthAreas.length ? r.strengthAreas.map(area) : ['- None at 4.00 or above yet.']),
    '',
    '## Weaknesses',
    '',
    ...(r.weaknessAreas.length ? r.weaknessAreas.map(area) : ['- None: every area is at 4.00 or above.']),
    '',
    '## Recommendations',
    '',
    ...(r.recommendations.length ? r.recommendations.map(recommendation) : ['- None.']),
    '',
    '## Test cases',
    '',
    ...cases.flatMap((row) => caseSection(row, caseScoresOf(row))),
  ];
  return `${lines.join('\n').trimEnd()}\n`;
}
