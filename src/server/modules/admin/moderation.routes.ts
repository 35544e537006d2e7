import type { FastifyInstance } from 'fastify';
import type { ServerModuleContext } from '../module';

/** The admin panel's moderation queue (issue 22 §4). */
export async function moderationRoutes(_app: FastifyInstance, _context: ServerModuleContext): Promise<void> {}
