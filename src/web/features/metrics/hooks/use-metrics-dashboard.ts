import type { MetricsTimeframe } from '@shared/contracts/metrics-dashboard';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type MetricsScope, metricsApi } from '../api/metrics-api';

/**
 * The dashboards' query keys. Kept with the feature: nothing elsewhere reads or drops them (a
 * sign-out clears the whole cache).
 */
export const metricsKeys = {
  all: ['metrics-dashboard'] as const,
  dashboard: (scope: MetricsScope, timeframe: MetricsTimeframe) =>
    ['metrics-dashboard', scope, timeframe] as const,
};

/**
 * One timeframe of a dashboard, read afresh on arrival (generations land all the time). The
 * previous timeframe's figures stay shown, dimmed, while the next one loads.
 */
export function useMetricsDashboard(scope: MetricsScope, timeframe: MetricsTimeframe) {
  return useQuery({
    queryKey: metricsKeys.dashboard(scope, timeframe),
    queryFn: ({ signal }) => metricsApi.dashboard(scope, timeframe, signal),
    placeholderData: keepPreviousData,
    refetchOnMount: 'always',
    retry: 1,
  });
}
