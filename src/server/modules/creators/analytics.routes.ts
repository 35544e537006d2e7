import type { FastifyInstance } from 'fastify';
import { creatorAnalyticsEndpoints as endpoints } from '@shared/contracts/endpoints/creator-analytics';
import { endpointRoutes } from '../../http/endpoint-routes';
import type { ServerModuleContext } from '../module';
import { creatorAnalytics } from './analytics.service';
import { listPayouts } from './payouts.queries';
import { schedulePayoutRuns } from './payout-run.job';
import { SettledSalesCache } from './settled-sales-cache';

/**
 * Creator analytics and payout history (issue 21 §6): the signed-in user's own figures only (the
 * user is the creator; there is no id to ask for another's). Never cached: 'Refresh Data' must
 * read the ledger as it is now.
 */
export async function creatorAnalyticsRoutes(
  app: FastifyInstance,
  context: ServerModuleContext,
): Promise<void> {
  const { db } = context.database;
  const route = endpointRoutes(app);
  // Settled sales sums, per process: a creator with 100,000 sales is not summed whole per view.
  const settled = new SettledSalesCache();

  route(endpoints.analytics, ({ user, reply }) => {
    reply.header('cache-control', 'no-store');
    return creatorAnalytics(db, user.id, new Date(), settled);
  });
  route(endpoints.payouts, ({ user, query, reply }) => {
    reply.header('cache-control', 'no-store');
    return listPayouts(db, user.id, query);
  });

  // The local provider's recurring payout run: its next slot is queued at start-up (once across
  // processes, by its key), and every run queues the one after it.
  app.addHook('onReady', async () => {
    if (context.payments?.name !== 'local') return;
    await schedulePayoutRuns(db).catch((error) =>
      context.log.warn({ err: error }, 'payout run not scheduled'),
    );
  });
}
