import { type MetricsTimeframe, TIMEFRAME_DAYS } from '@shared/contracts/metrics-dashboard';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** The periods a timeframe is shown in, all in UTC. */
export interface MetricsWindow {
  granularity: 'hour' | 'day';
  /** The length of one period, ms. */
  periodMs: number;
  /** The first period's start. */
  from: Date;
  /** The end of the last period (exclusive): the end of the current hour or UTC day. */
  to: Date;
}

/**
 * Today: every UTC hour from 00:00 to the current one. The others: the last 7, 30 or 365 UTC
 * days, today included, by day. Periods are whole, so the current one is still filling up.
 */
export function metricsWindow(timeframe: MetricsTimeframe, now: Date): MetricsWindow {
  const midnight = Math.floor(now.getTime() / DAY_MS) * DAY_MS;
  if (timeframe === 'today') {
    const nextHour = (Math.floor(now.getTime() / HOUR_MS) + 1) * HOUR_MS;
    return { granularity: 'hour', periodMs: HOUR_MS, from: new Date(midnight), to: new Date(nextHour) };
  }
  const days = TIMEFRAME_DAYS[timeframe];
  return {
    granularity: 'day',
    periodMs: DAY_MS,
    from: new Date(midnight - (days - 1) * DAY_MS),
    to: new Date(midnight + DAY_MS),
  };
}
