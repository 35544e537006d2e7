import type { FastifyInstance } from 'fastify';
import type { ServerModuleContext } from '../module';

/** The Standard subscription: checkout, cancel, resume, state (issue 21 §7). */
export async function subscriptionRoutes(
  _app: FastifyInstance,
  _context: ServerModuleContext,
): Promise<void> {}
