import type { FastifyInstance } from 'fastify';
import type { ServerModuleContext } from '../module';

/** Evaluation reports, history, export and improvement actions (issue 22 §3). */
export async function evaluationReportRoutes(
  _app: FastifyInstance,
  _context: ServerModuleContext,
): Promise<void> {}
