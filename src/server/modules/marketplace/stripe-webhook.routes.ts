import type { FastifyInstance } from 'fastify';
import type { ServerModuleContext } from '../module';

/** Stripe's signed webhook (issue 21 §1, §2). */
export async function stripeWebhookRoutes(
  _app: FastifyInstance,
  _context: ServerModuleContext,
): Promise<void> {}
