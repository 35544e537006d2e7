import type { FastifyInstance } from 'fastify';
import type { ServerModuleContext } from '../module';

/** Evaluation access: admins and code holders, 24-hour sessions (issue 22 §2). */
export async function evaluationAccessRoutes(
  _app: FastifyInstance,
  _context: ServerModuleContext,
): Promise<void> {}
