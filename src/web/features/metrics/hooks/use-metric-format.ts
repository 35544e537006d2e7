import { useFormat } from '@web/lib/format/use-format';
import { useMemo } from 'react';

export interface MetricFormat {
  /** A share 0–1 as a percentage (platform.md §9); '–' when there is none. */
  percent(value: number | null): string;
  count(value: number): string;
  /** A latency in ms as '300 ms' or '1.5 s'; '–' when nothing was measured. */
  latency(value: number | null): string;
  /** A period's start: '14:00' for an hour (UTC), a short day otherwise. */
  period(start: string, granularity: 'hour' | 'day'): string;
}

/** The dashboards' figures as the reader's language writes them. */
export function useMetricFormat(): MetricFormat {
  const format = useFormat();
  return useMemo(
    () => ({
      percent: (value) =>
        value === null ? '–' : format.number(value, { style: 'percent', maximumFractionDigits: 1 }),
      count: (value) => format.number(value, { maximumFractionDigits: 0 }),
      latency: (value) => {
        if (value === null) return '–';
        if (value < 1000) return format.number(value, { style: 'unit', unit: 'millisecond' });
        return format.number(value / 1000, { style: 'unit', unit: 'second', maximumFractionDigits: 1 });
      },
      // The periods are UTC hours and days (the page says so): read them in UTC, not the zone.
      period: (start, granularity) =>
        granularity === 'hour' ? `${start.slice(11, 16)}` : format.monthDay(start.slice(0, 10)),
    }),
    [format],
  );
}
