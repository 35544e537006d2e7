import type { FastifyInstance } from 'fastify';
import type { ServerModuleContext } from '../module';

/** Creator analytics and payout history (issue 21 §6). */
export async function creatorAnalyticsRoutes(
  _app: FastifyInstance,
  _context: ServerModuleContext,
): Promise<void> {}
