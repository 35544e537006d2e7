import { metricsDashboardEndpoints as endpoints } from '@shared/contracts/endpoints/metrics-dashboard';
import type { FastifyInstance } from 'fastify';
import { endpointRoutes } from '../../http/endpoint-routes';
import type { ServerModuleContext } from '../module';
import { ClosedPeriodsCache } from './closed-periods-cache';
import { metricsDashboard } from './metrics-dashboard.service';

/**
 * The metrics dashboards' data (issue 22 §1): a verified user's own (/metrics, /legacy-metrics),
 * everyone's for an admin (/admin/metrics; the endpoint's 'admin' access checks ADMIN_EMAILS).
 * The scope comes from the session, never from the request.
 */
export async function metricsDashboardRoutes(
  app: FastifyInstance,
  context: ServerModuleContext,
): Promise<void> {
  const { db } = context.database;
  const route = endpointRoutes(app);
  // Finished days' sums, per process: a year's view does not re-read 364 days on every request.
  const closed = new ClosedPeriodsCache();

  route(endpoints.mine, ({ user, query, reply }) => {
    reply.header('cache-control', 'no-store');
    return metricsDashboard(db, { scope: 'own', userId: user.id }, query.timeframe, closed);
  });
  route(endpoints.everyone, ({ query, reply }) => {
    reply.header('cache-control', 'no-store');
    return metricsDashboard(db, { scope: 'everyone' }, query.timeframe, closed);
  });
}
