import type { FastifyInstance } from 'fastify';
import type { ServerModuleContext } from '../module';

/** The admin panel's users (issue 22 §4). */
export async function adminUsersRoutes(_app: FastifyInstance, _context: ServerModuleContext): Promise<void> {}
