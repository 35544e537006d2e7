import type { FastifyInstance } from 'fastify';
import type { ServerModuleContext } from '../module';

/** Purchase history, refunds and downloads (issue 21 §8). */
export async function purchaseHistoryRoutes(
  _app: FastifyInstance,
  _context: ServerModuleContext,
): Promise<void> {}
