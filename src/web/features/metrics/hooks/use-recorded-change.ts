import type { MetricsDashboard } from '@shared/contracts/metrics-dashboard';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { metricsApi } from '../api/metrics-api';
import { metricsKeys } from './use-metrics-dashboard';

type Totals = MetricsDashboard['totals'];

/** How long the metrics test page waits for the recorder's batch to show in the rollups. */
export const RECORD_WAIT_MS = 15_000;
const POLL_MS = 1000;

/**
 * Reads today's own totals, and waits (polling the real dashboard endpoint) until they show a
 * change: generations are recorded in batches, so the figures arrive a moment after the reply.
 * Resolves with the totals after the change, or null when none came within RECORD_WAIT_MS.
 */
export function useRecordedChange() {
  const queryClient = useQueryClient();
  const alive = useRef(true);
  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
    };
  }, []);

  const snapshot = useCallback(
    async (): Promise<Totals> => (await metricsApi.dashboard('own', 'today')).totals,
    [],
  );

  const waitFor = useCallback(
    async (changed: (totals: Totals) => boolean): Promise<Totals | null> => {
      const deadline = Date.now() + RECORD_WAIT_MS;
      while (alive.current && Date.now() < deadline) {
        const totals = await snapshot();
        if (changed(totals)) {
          // The dashboards read afresh next time they are shown.
          void queryClient.invalidateQueries({ queryKey: metricsKeys.all });
          return totals;
        }
        await new Promise((resolve) => setTimeout(resolve, POLL_MS));
      }
      return null;
    },
    [queryClient, snapshot],
  );

  return { snapshot, waitFor };
}
