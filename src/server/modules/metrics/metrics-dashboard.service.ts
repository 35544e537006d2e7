import type { MetricsDashboard, MetricsTimeframe } from '@shared/contracts/metrics-dashboard';
import type { Db } from '../../db/client';
import type { ClosedPeriodsCache, ClosedSums } from './closed-periods-cache';
import { aggregatePeriods } from './metrics-aggregate';
import { type KeyCounts, sumKeyCounts, sumRollupsByPeriod } from './metrics-dashboard.queries';
import { metricsWindow } from './metrics-window';

/** The rollups' scope of everyone's generations. */
export const EVERYONE_SCOPE = '*';

const DAY_MS = 86_400_000;

/**
 * A dashboard over one scope: the user's own ('own', scope = their id) or everyone's. Reads only
 * the hourly rollups, so its cost follows the timeframe's length, not the generations' number:
 * today's hours on every request, the finished days before it through `closed` (kept a while).
 */
export async function metricsDashboard(
  db: Db,
  who: { scope: 'own'; userId: string } | { scope: 'everyone' },
  timeframe: MetricsTimeframe,
  closed: ClosedPeriodsCache,
  now = new Date(),
): Promise<MetricsDashboard> {
  const window = metricsWindow(timeframe, now);
  const scope = who.scope === 'own' ? who.userId : EVERYONE_SCOPE;
  const midnight = new Date(Math.floor(now.getTime() / DAY_MS) * DAY_MS);
  const read = (from: Date, to: Date): Promise<ClosedSums> =>
    Promise.all([
      sumRollupsByPeriod(db, scope, { from, to, origin: window.from }, window.periodMs),
      sumKeyCounts(db, scope, from, to),
    ]).then(([periods, keys]) => ({ periods, keys }));

  const parts = await Promise.all([
    window.from < midnight
      ? closed.get(`${scope}|${window.from.toISOString()}|${midnight.toISOString()}`, () =>
          read(window.from, midnight),
        )
      : Promise.resolve<ClosedSums>({ periods: [], keys: { actions: {}, errorClasses: {} } }),
    read(window.from < midnight ? midnight : window.from, window.to),
  ]);
  const periods = parts.flatMap((part) => part.periods);
  const keys = mergeKeys(parts.map((part) => part.keys));
  return {
    timeframe,
    scope: who.scope,
    granularity: window.granularity,
    from: window.from.toISOString(),
    to: window.to.toISOString(),
    ...aggregatePeriods(periods, keys, window),
    generatedAt: now.toISOString(),
  };
}

function mergeKeys(all: KeyCounts[]): KeyCounts {
  const merged: KeyCounts = { actions: {}, errorClasses: {} };
  for (const keys of all)
    for (const kind of ['actions', 'errorClasses'] as const)
      for (const [key, n] of Object.entries(keys[kind])) merged[kind][key] = (merged[kind][key] ?? 0) + n;
  return merged;
}
