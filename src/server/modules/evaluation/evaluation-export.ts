import { EVALUATION_CRITERIA } from '@shared/contracts/evaluation';
import type {
  CaseScores,
  EvaluationReport,
  GroupPerformance,
  Recommendation,
  ReportArea,
  ReportDimension,
} from '@shared/contracts/evaluation-report';
import type { Language } from '@shared/preference-options';
import type { evaluationCases } from '../../db/schema';
import type { FinishedRun } from './evaluation-report.service';
import { caseOf } from './evaluation-runs.queries';
import { EXPORT_TEXTS, type ExportTexts, fillText } from './export-texts';
import { caseScoresOf } from './scoring';

/**
 * Export Summary (platform.md §2 Evaluation dashboard, issue 22 item 3): a finished run as a
 * Markdown summary in the reader's language (export-texts/), or as JSON (the report and every case
 * with its scores, as the API answers them).
 */

type CaseRow = typeof evaluationCases.$inferSelect;
type Words = ExportTexts;

const fmt = (n: number) => n.toFixed(2);
/** A table cell: no line breaks or pipes inside it. */
const cell = (text: string) => text.replace(/\r?\n/g, ' ').replace(/\|/g, '\\|');

export function exportFileName(run: FinishedRun, format: 'md' | 'json'): string {
  return `evaluation-${run.row.createdAt.toISOString().slice(0, 10)}-${run.row.id.slice(0, 8)}.${format}`;
}

export function exportJson(run: FinishedRun, cases: CaseRow[]): string {
  return `${JSON.stringify({ run: run.summary, report: run.report, cases: cases.map(caseOf) }, null, 2)}\n`;
}

/** A group's name: a category, complexity or ambiguity level in the reader's words. */
function groupName(words: Words, dimension: ReportDimension, key: string): string {
  const names: Record<string, string> =
    dimension === 'category'
      ? words.categories
      : dimension === 'complexity'
        ? words.complexities
        : words.ambiguity;
  return names[key] ?? key;
}

function groupTable(
  words: Words,
  title: string,
  dimension: ReportDimension,
  groups: GroupPerformance[],
): string[] {
  if (groups.length === 0) return [];
  const c = words.columns;
  return [
    `### ${title}`,
    '',
    `| ${c.group} | ${c.cases} | ${c.score} | ${c.rating} |`,
    '|---|---:|---:|---|',
    ...groups.map(
      (g) =>
        `| ${groupName(words, dimension, g.key)} | ${g.caseCount} | ${fmt(g.averageScore)} | ${words.ratings[g.rating]} |`,
    ),
    '',
  ];
}

function area(words: Words, a: ReportArea): string {
  if (a.kind === 'criterion')
    return `- ${fillText(words.areas.criterion, { name: words.criteria[a.key], score: fmt(a.score) })}`;
  return `- ${fillText(words.areas.group, {
    name: groupName(words, a.kind, a.key),
    dimension: words.dimensions[a.kind],
    count: a.caseCount,
    score: fmt(a.score),
  })}`;
}

function recommendation(words: Words, r: Recommendation): string {
  const t = words.recommendations;
  switch (r.kind) {
    case 'criterion':
      return `- ${
        r.check
          ? fillText(t.criterionCheck, {
              criterion: words.criteria[r.criterion],
              score: fmt(r.score),
              check: words.checks[r.check],
              failed: r.failedCases,
              total: r.totalCases,
            })
          : fillText(t.criterion, { criterion: words.criteria[r.criterion], score: fmt(r.score) })
      }`;
    case 'group':
      return `- ${fillText(t.group, {
        dimension: words.dimensions[r.dimension],
        group: groupName(words, r.dimension, r.key),
        score: fmt(r.score),
        count: r.caseCount,
      })}`;
    case 'failedCases':
      return `- ${fillText(t.failedCases, { failed: r.failedCases, total: r.totalCases })}`;
    case 'unjudged':
      return `- ${fillText(t.unjudged, {
        count: r.unjudgedCases,
        total: r.totalCases,
        reason: words.reasons[r.reason],
      })}`;
  }
}

function caseSection(words: Words, row: CaseRow, scores: CaseScores | null): string[] {
  const w = words.case;
  const lines = [
    `### ${row.position + 1}. ${groupName(words, 'category', row.category)} · ${groupName(words, 'complexity', row.complexity)} · ${groupName(words, 'ambiguity', row.ambiguityLevel)}`,
    '',
    `**${w.prompt}:** ${row.prompt}`,
    '',
  ];
  if (row.constraints.length) lines.push(`**${w.constraints}:** ${row.constraints.join('; ')}`, '');
  if (!scores) {
    lines.push(row.error ? fillText(w.notSolvedError, { error: row.error }) : w.notSolved, '');
    return lines;
  }
  const c = words.columns;
  lines.push(
    fillText(scores.overallFrom === 'judge' ? w.overallFromJudge : w.overallFromStructural, {
      score: fmt(scores.overall),
    }),
    '',
    `| ${c.criterion} | ${c.structural} | ${c.judge} | ${c.reason} |`,
    '|---|---:|---:|---|',
    ...EVALUATION_CRITERIA.map((criterion) => {
      const judged = scores.judge?.criteria[criterion];
      return `| ${words.criteria[criterion]} | ${fmt(scores.structural.criteria[criterion].score)} | ${judged ? fmt(judged.score) : '–'} | ${judged ? cell(judged.reason) : ''} |`;
    }),
    '',
  );
  if (!scores.judge)
    lines.push(
      fillText(w.unjudged, { reason: words.reasons[scores.unjudgedReason ?? 'invalid_answer'] }),
      '',
    );
  if (row.recipe)
    lines.push(
      `<details><summary>${w.recipe}</summary>`,
      '',
      '```markdown',
      // A fence inside the recipe would end the block early.
      row.recipe.replace(/```/g, "'''"),
      '```',
      '',
      '</details>',
      '',
    );
  return lines;
}

export function exportMarkdown(run: FinishedRun, cases: CaseRow[], language: Language = 'en'): string {
  const words = EXPORT_TEXTS[language];
  const r: EvaluationReport = run.report;
  const { columns: c, headings: h, meta: m } = words;
  const lines = [
    `# ${words.title}`,
    '',
    `- ${fillText(m.evaluation, { id: r.evaluationId })}`,
    `- ${fillText(m.date, { date: r.timestamp })}`,
    `- ${fillText(m.cases, { total: r.totalTestCases, judged: r.judgedCases, failed: r.failedCases })}`,
    `- ${fillText(m.judge, { judge: run.summary.judge ?? m.structuralOnly })}`,
    `- ${fillText(m.overall, { score: fmt(r.overallScore), rating: words.ratings[r.rating] })}`,
    '',
    `## ${h.criteria}`,
    '',
    `| ${c.criterion} | ${c.score} | ${c.structural} | ${c.judge} |`,
    '|---|---:|---:|---:|',
    ...EVALUATION_CRITERIA.map(
      (criterion) =>
        `| ${words.criteria[criterion]} | ${fmt(r.averageScores[criterion])} | ${fmt(r.structuralAverageScores[criterion])} | ${r.judgeAverageScores ? fmt(r.judgeAverageScores[criterion]) : '–'} |`,
    ),
    '',
    `## ${h.performance}`,
    '',
    ...groupTable(words, h.byCategory, 'category', r.categoryPerformance),
    ...groupTable(words, h.byComplexity, 'complexity', r.complexityPerformance),
    ...groupTable(words, h.byAmbiguity, 'ambiguity', r.ambiguityPerformance),
    `## ${h.strengths}`,
    '',
    ...(r.strengthAreas.length
      ? r.strengthAreas.map((a) => area(words, a))
      : [`- ${words.areas.noStrengths}`]),
    '',
    `## ${h.weaknesses}`,
    '',
    ...(r.weaknessAreas.length
      ? r.weaknessAreas.map((a) => area(words, a))
      : [`- ${words.areas.noWeaknesses}`]),
    '',
    `## ${h.recommendations}`,
    '',
    ...(r.recommendations.length
      ? r.recommendations.map((x) => recommendation(words, x))
      : [`- ${words.areas.none}`]),
    '',
    `## ${h.cases}`,
    '',
    ...cases.flatMap((row) => caseSection(words, row, caseScoresOf(row))),
  ];
  return `${lines.join('\n').trimEnd()}\n`;
}
