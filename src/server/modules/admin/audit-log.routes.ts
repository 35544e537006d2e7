import type { FastifyInstance } from 'fastify';
import type { ServerModuleContext } from '../module';

/** The admin panel's audit log (issue 22 §4). */
export async function auditLogRoutes(_app: FastifyInstance, _context: ServerModuleContext): Promise<void> {}
