import type { FastifyInstance } from 'fastify';
import type { ServerModuleContext } from '../module';

/** The user's later actions on a generation (platform.md §7 interaction recording; issue 22 §1). */
export async function generationActionsRoutes(
  _app: FastifyInstance,
  _context: ServerModuleContext,
): Promise<void> {}
