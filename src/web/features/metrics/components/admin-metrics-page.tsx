import { MetricsDashboardView } from './metrics-dashboard-view';

/** /admin/metrics: everyone's generations. The admin guard shows others 'Access Denied'. */
export function AdminMetricsPage() {
  return <MetricsDashboardView scope="everyone" />;
}
