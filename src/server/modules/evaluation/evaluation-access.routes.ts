import type { FastifyInstance } from 'fastify';
import { evaluationEndpoints as endpoints } from '@shared/contracts/endpoints/evaluation';
import { endpointRoutes } from '../../http/endpoint-routes';
import type { ServerModuleContext } from '../module';
import { accessOf, enterWithCode, leaveEvaluation, readEvaluationAccess } from './evaluation-access';

/** Evaluation access: admins and code holders, 24-hour sessions (issue 22 §2). */
export async function evaluationAccessRoutes(
  app: FastifyInstance,
  _context: ServerModuleContext,
): Promise<void> {
  const route = endpointRoutes(app);
  route(endpoints.access, async ({ request, reply }) => {
    reply.header('cache-control', 'no-store');
    return accessOf(await readEvaluationAccess(app, request));
  });
  route(endpoints.enter, ({ request, reply, body }) => {
    reply.header('cache-control', 'no-store');
    return enterWithCode(app, request, reply, body.code);
  });
  route(endpoints.leave, async ({ request, reply }) => {
    await leaveEvaluation(app, request, reply);
  });
}
