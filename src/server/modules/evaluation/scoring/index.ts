/**
 * Scoring and reports of the evaluation harness (issue 22 items 2–3), for the run job:
 * - `scoreCase(case, { judge })` per solved case; store `structural`, `judge` and `unjudgedReason`
 *   in the case row's structural_scores, judge_scores and unjudged_reason;
 * - `buildReport(run, caseRows)` once every case is scored; store it in evaluation_runs.report and
 *   its `overallScore` in overall_score.
 */
export { caseScoresOf, type StoredCase } from './case-scores';
export { buildReport, type RunForReport } from './report';
export { type CaseToScore, type ScoreOptions, scoreCase } from './score-case';
