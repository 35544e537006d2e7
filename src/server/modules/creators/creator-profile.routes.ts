import type { FastifyInstance } from 'fastify';
import type { ServerModuleContext } from '../module';

/** Becoming a creator and the creator profile (issue 21 §3). */
export async function creatorProfileRoutes(
  _app: FastifyInstance,
  _context: ServerModuleContext,
): Promise<void> {}
