import { defineEndpoint } from '../endpoint';
import {
  evaluationAccessCodeSchema,
  evaluationAccessSchema,
  evaluationRunDetailSchema,
  evaluationRunEventSchema,
  evaluationRunListSchema,
  evaluationRunParams,
  evaluationRunSummarySchema,
  startEvaluationRunSchema,
} from '../evaluation';

/**
 * The evaluation harness's access and runs (platform.md §2 Evaluation dashboard, §4 Evaluation
 * access and run phases). The endpoints are 'public' to the app's own guard: the harness has its
 * own, an evaluation session (a code's 24-hour cookie, or a signed-in admin), checked by every
 * route but the access ones (evaluation-access.guard.ts). Report, export, history and
 * improvements: evaluation-report.ts.
 */
export const evaluationEndpoints = {
  access: defineEndpoint({
    method: 'GET',
    path: '/api/evaluation/access',
    access: 'public',
    tag: 'Evaluation',
    summary:
      "Who the caller is to the evaluation dashboard: a signed-in admin, or an unexpired code session's role; otherwise not authorized",
    response: { kind: 'json', schema: evaluationAccessSchema },
  }),
  enter: defineEndpoint({
    method: 'POST',
    path: '/api/evaluation/access',
    access: 'public',
    tag: 'Evaluation',
    summary:
      'Opens a 24-hour evaluation session with an authorization code (EVALUATION_ACCESS_CODES); wrong codes are counted per address and refused for a while after five in 15 minutes',
    body: evaluationAccessCodeSchema,
    response: { kind: 'json', schema: evaluationAccessSchema },
    // A wrong code; too many wrong codes from this address.
    errors: ['BAD_REQUEST', 'RATE_LIMITED'],
  }),
  leave: defineEndpoint({
    method: 'DELETE',
    path: '/api/evaluation/access',
    access: 'public',
    tag: 'Evaluation',
    summary: "Logout: ends the caller's evaluation session (an admin's access comes from their account)",
    response: { kind: 'empty' },
  }),
  startRun: defineEndpoint({
    method: 'POST',
    path: '/api/evaluation/runs',
    access: 'public',
    tag: 'Evaluation',
    summary:
      'Starts an evaluation of 10, 20, 30 or 50 test cases as a durable job; its progress: GET /api/evaluation/runs/:id/events',
    body: startEvaluationRunSchema,
    response: { kind: 'json', schema: evaluationRunSummarySchema, status: 201 },
    // No evaluation session; another run is still going.
    errors: ['UNAUTHORIZED', 'CONFLICT'],
  }),
  listRuns: defineEndpoint({
    method: 'GET',
    path: '/api/evaluation/runs',
    access: 'public',
    tag: 'Evaluation',
    summary: 'The last 10 evaluation runs, newest first',
    response: { kind: 'json', schema: evaluationRunListSchema },
    errors: ['UNAUTHORIZED'],
  }),
  getRun: defineEndpoint({
    method: 'GET',
    path: '/api/evaluation/runs/:id',
    access: 'public',
    tag: 'Evaluation',
    summary: 'One evaluation run with its cases: prompts, recipes and scores as far as the run has come',
    params: evaluationRunParams,
    response: { kind: 'json', schema: evaluationRunDetailSchema },
    errors: ['UNAUTHORIZED', 'NOT_FOUND'],
  }),
  runEvents: defineEndpoint({
    method: 'GET',
    path: '/api/evaluation/runs/:id/events',
    access: 'public',
    tag: 'Evaluation',
    summary:
      "A run's live progress as server-sent events: where it is at once, each move of its phase and percentage, then its end",
    params: evaluationRunParams,
    response: { kind: 'events', schema: evaluationRunEventSchema },
    errors: ['UNAUTHORIZED', 'NOT_FOUND'],
  }),
};
