import type { FastifyInstance } from 'fastify';
import type { ServerModuleContext } from '../module';

/** The admin panel's contact messages (issue 22 §4). */
export async function adminContactMessagesRoutes(
  _app: FastifyInstance,
  _context: ServerModuleContext,
): Promise<void> {}
