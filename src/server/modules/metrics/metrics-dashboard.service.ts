import type { MetricsDashboard, MetricsTimeframe } from '@shared/contracts/metrics-dashboard';
import type { Db } from '../../db/client';
import { aggregateRollups } from './metrics-aggregate';
import { readRollups } from './metrics-dashboard.queries';
import { metricsWindow } from './metrics-window';

/** The rollups' scope of everyone's generations. */
export const EVERYONE_SCOPE = '*';

/**
 * A dashboard over one scope: the user's own ('own', scope = their id) or everyone's. Reads only
 * the hourly rollups, so its cost follows the timeframe's length, not the generations' number.
 */
export async function metricsDashboard(
  db: Db,
  who: { scope: 'own'; userId: string } | { scope: 'everyone' },
  timeframe: MetricsTimeframe,
  now = new Date(),
): Promise<MetricsDashboard> {
  const window = metricsWindow(timeframe, now);
  const rows = await readRollups(
    db,
    who.scope === 'own' ? who.userId : EVERYONE_SCOPE,
    window.from,
    window.to,
  );
  return {
    timeframe,
    scope: who.scope,
    granularity: window.granularity,
    from: window.from.toISOString(),
    to: window.to.toISOString(),
    ...aggregateRollups(rows, window),
    generatedAt: now.toISOString(),
  };
}
