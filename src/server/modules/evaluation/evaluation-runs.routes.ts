import type { FastifyInstance } from 'fastify';
import type { ServerModuleContext } from '../module';

/** Evaluation runs: start, progress over SSE, cases (issue 22 §2). */
export async function evaluationRunsRoutes(
  _app: FastifyInstance,
  _context: ServerModuleContext,
): Promise<void> {}
