import type { EVALUATION_CASE_COUNTS } from '@shared/contracts/evaluation';
import { evaluationEndpoints as endpoints } from '@shared/contracts/endpoints/evaluation';
import { evaluationReportEndpoints as reportEndpoints } from '@shared/contracts/endpoints/evaluation-report';
import { callEndpoint, endpointUrl } from '@web/lib/api/call-endpoint';

/** §9: a run has 10, 20, 30 or 50 test cases. */
export type EvaluationCaseCount = (typeof EVALUATION_CASE_COUNTS)[number];
export type ExportFormat = 'md' | 'json';

/**
 * The evaluation harness's API (shared/contracts/endpoints/evaluation.ts and evaluation-report.ts).
 * Every call but the access ones needs an evaluation session: without one the server answers
 * 401 'evaluation.authRequired' and the page goes back to its gate. Errors are ApiRequestError.
 * Query keys: lib/query-keys.ts `evaluation`.
 */
export const evaluationApi = {
  access: (signal?: AbortSignal) => callEndpoint(endpoints.access, {}, { signal }),
  enter: (code: string) => callEndpoint(endpoints.enter, { body: { code } }),
  leave: () => callEndpoint(endpoints.leave, {}),

  startRun: (caseCount: EvaluationCaseCount) => callEndpoint(endpoints.startRun, { body: { caseCount } }),
  runs: (signal?: AbortSignal) => callEndpoint(endpoints.listRuns, {}, { signal }),
  run: (id: string, signal?: AbortSignal) => callEndpoint(endpoints.getRun, { params: { id } }, { signal }),

  report: (id: string, signal?: AbortSignal) =>
    callEndpoint(reportEndpoints.report, { params: { id } }, { signal }),
  history: (signal?: AbortSignal) => callEndpoint(reportEndpoints.history, {}, { signal }),
  improvements: (id: string, signal?: AbortSignal) =>
    callEndpoint(reportEndpoints.improvements, { params: { id } }, { signal }),
  setImprovement: (id: string, completed: boolean) =>
    callEndpoint(reportEndpoints.updateImprovement, { params: { id }, body: { completed } }),
  bulkImprovements: (runId: string, action: 'markAllComplete' | 'resetProgress') =>
    callEndpoint(reportEndpoints.bulkImprovements, { params: { id: runId }, body: { action } }),

  /** Export Summary: a plain link the browser downloads (the session cookie goes with it). */
  exportUrl: (runId: string, format: ExportFormat) =>
    endpointUrl(reportEndpoints.exportReport, { params: { id: runId }, query: { format } }),
};
