import type { FastifyInstance } from 'fastify';
import type { ServerModuleContext } from '../module';

/** The metrics dashboards' data: a user's own (/metrics) and everyone's (/admin/metrics) (issue 22 §1). */
export async function metricsDashboardRoutes(
  _app: FastifyInstance,
  _context: ServerModuleContext,
): Promise<void> {}
