import type { FastifyInstance } from 'fastify';
import type { ServerModuleContext } from '../module';

/** The admin panel's failed jobs (issue 22 §4). */
export async function adminJobsRoutes(_app: FastifyInstance, _context: ServerModuleContext): Promise<void> {}
