import type { FastifyInstance } from 'fastify';
import { evaluationReportEndpoints as endpoints } from '@shared/contracts/endpoints/evaluation-report';
import { requestLanguage } from '../../i18n/request-language';
import { endpointRoutes } from '../../http/endpoint-routes';
import type { ServerModuleContext } from '../module';
import { principalOwner, requireEvaluationAccess } from './evaluation-access';
import { exportFileName, exportJson, exportMarkdown } from './evaluation-export';
import {
  bulkImprovements,
  evaluationHistory,
  listImprovements,
  loadFinishedRun,
  setImprovementCompleted,
} from './evaluation-report.service';
import { listRunCases } from './evaluation-runs.queries';

const CONTENT_TYPES = {
  md: 'text/markdown; charset=utf-8',
  json: 'application/json; charset=utf-8',
} as const;

/**
 * Evaluation reports, history, export and improvement actions (issue 22 §3). Every route checks
 * the evaluation session first (evaluation-access.ts): without one, 401 'Authentication Required'
 * and nothing about the run.
 */
export async function evaluationReportRoutes(
  app: FastifyInstance,
  context: ServerModuleContext,
): Promise<void> {
  const { db } = context.database;
  const route = endpointRoutes(app);

  route(endpoints.report, async ({ request, params, reply }) => {
    await requireEvaluationAccess(app, request);
    const run = await loadFinishedRun(db, params.id);
    reply.header('cache-control', 'private, no-store');
    return { run: run.summary, report: run.report };
  });

  route(endpoints.exportReport, async ({ request, params, query, reply }) => {
    await requireEvaluationAccess(app, request);
    const run = await loadFinishedRun(db, params.id);
    const cases = await listRunCases(db, params.id);
    const body =
      query.format === 'json'
        ? exportJson(run, cases)
        : exportMarkdown(run, cases, requestLanguage(request.headers));
    return reply
      .header('content-disposition', `attachment; filename="${exportFileName(run, query.format)}"`)
      .header('cache-control', 'private, no-store')
      .type(CONTENT_TYPES[query.format])
      .send(body);
  });

  route(endpoints.history, async ({ request, reply }) => {
    await requireEvaluationAccess(app, request);
    reply.header('cache-control', 'private, no-store');
    return evaluationHistory(db);
  });

  route(endpoints.improvements, async ({ request, params, reply }) => {
    const principal = await requireEvaluationAccess(app, request);
    reply.header('cache-control', 'private, no-store');
    return listImprovements(db, params.id, principalOwner(principal));
  });

  route(endpoints.updateImprovement, async ({ request, params, body }) => {
    const principal = await requireEvaluationAccess(app, request);
    return setImprovementCompleted(db, params.id, principalOwner(principal), body.completed);
  });

  route(endpoints.bulkImprovements, async ({ request, params, body }) => {
    const principal = await requireEvaluationAccess(app, request);
    return bulkImprovements(db, params.id, principalOwner(principal), body.action);
  });
}
