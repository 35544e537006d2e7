import { defineEndpoint } from '../endpoint';
import { evaluationRunParams } from '../evaluation';
import {
  bulkImprovementSchema,
  evaluationHistorySchema,
  evaluationReportResponseSchema,
  exportReportQuery,
  improvementActionSchema,
  improvementListSchema,
  improvementParams,
  updateImprovementSchema,
} from '../evaluation-report';

/**
 * The evaluation report, its export, the history and improvement actions (platform.md §3, §4
 * Improvement actions, §9 Evaluation). 'public' to the app's guard like the rest of the harness:
 * each route checks the evaluation session itself (evaluation-access guard). Improvement actions
 * belong to their owner (a signed-in admin's user id, or the code session's role).
 */
export const evaluationReportEndpoints = {
  report: defineEndpoint({
    method: 'GET',
    path: '/api/evaluation/runs/:id/report',
    access: 'public',
    tag: 'Evaluation',
    summary:
      "A finished run's report: overall and per-criterion scores with their colour and rating, per category, complexity and ambiguity, strengths, weaknesses and recommendations",
    params: evaluationRunParams,
    response: { kind: 'json', schema: evaluationReportResponseSchema },
    // No evaluation session; no such run; the run has not finished.
    errors: ['UNAUTHORIZED', 'NOT_FOUND', 'CONFLICT'],
  }),
  exportReport: defineEndpoint({
    method: 'GET',
    path: '/api/evaluation/runs/:id/export',
    access: 'public',
    tag: 'Evaluation',
    summary: "Export Summary: a finished run's report and cases as a Markdown or JSON download",
    params: evaluationRunParams,
    query: exportReportQuery,
    response: {
      kind: 'file',
      contentTypes: ['text/markdown; charset=utf-8', 'application/json; charset=utf-8'],
    },
    errors: ['UNAUTHORIZED', 'NOT_FOUND', 'CONFLICT'],
  }),
  history: defineEndpoint({
    method: 'GET',
    path: '/api/evaluation/history',
    access: 'public',
    tag: 'Evaluation',
    summary: 'The last 10 runs with their overall scores, and the trend of the last 5 finished ones',
    response: { kind: 'json', schema: evaluationHistorySchema },
    errors: ['UNAUTHORIZED'],
  }),
  improvements: defineEndpoint({
    method: 'GET',
    path: '/api/evaluation/runs/:id/improvements',
    access: 'public',
    tag: 'Evaluation',
    summary:
      "A finished run's improvement actions for the caller, derived from its weakest areas, with what the caller has completed",
    params: evaluationRunParams,
    response: { kind: 'json', schema: improvementListSchema },
    errors: ['UNAUTHORIZED', 'NOT_FOUND', 'CONFLICT'],
  }),
  updateImprovement: defineEndpoint({
    method: 'PATCH',
    path: '/api/evaluation/improvements/:id',
    access: 'public',
    tag: 'Evaluation',
    summary: "Marks one of the caller's improvement actions complete or not",
    params: improvementParams,
    body: updateImprovementSchema,
    response: { kind: 'json', schema: improvementActionSchema },
    // Another owner's action reads as none.
    errors: ['UNAUTHORIZED', 'NOT_FOUND'],
  }),
  bulkImprovements: defineEndpoint({
    method: 'POST',
    path: '/api/evaluation/runs/:id/improvements/bulk',
    access: 'public',
    tag: 'Evaluation',
    summary: "Mark All Complete or Reset Progress on the caller's improvement actions of a run",
    params: evaluationRunParams,
    body: bulkImprovementSchema,
    response: { kind: 'json', schema: improvementListSchema },
    errors: ['UNAUTHORIZED', 'NOT_FOUND', 'CONFLICT'],
  }),
};
