import { METRICS_TIMEFRAMES, type MetricsTimeframe } from '@shared/contracts/metrics-dashboard';
import { useSearchParams } from 'react-router';

/** The chosen timeframe, kept in `?timeframe=` so a reload or a shared link shows the same one. */
export function useTimeframe(): [MetricsTimeframe, (next: MetricsTimeframe) => void] {
  const [params, setParams] = useSearchParams();
  const raw = params.get('timeframe');
  const timeframe = (METRICS_TIMEFRAMES as readonly string[]).includes(raw ?? '')
    ? (raw as MetricsTimeframe)
    : 'today';
  const choose = (next: MetricsTimeframe) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next === 'today') updated.delete('timeframe');
        else updated.set('timeframe', next);
        return updated;
      },
      { replace: true },
    );
  return [timeframe, choose];
}
