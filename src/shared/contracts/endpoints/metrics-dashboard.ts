import { defineEndpoint } from '../endpoint';
import { metricsDashboardSchema, metricsQuery } from '../metrics-dashboard';

/**
 * The metrics dashboards (platform.md §2 Metrics dashboard, §6 Admin; issue 22 §1): the caller's
 * own generations for a verified user, everyone's for an admin (ADMIN_EMAILS, on the server).
 */
export const metricsDashboardEndpoints = {
  mine: defineEndpoint({
    method: 'GET',
    path: '/api/metrics/me',
    access: 'verified',
    tag: 'Metrics',
    summary:
      "The caller's generation metrics over a timeframe (today by UTC hour; the last 7, 30 or 365 UTC days by day): counts, success rate, p50/p95 latency and time to first token, tokens, feedback ratio, quality score, top failure causes",
    query: metricsQuery,
    response: { kind: 'json', schema: metricsDashboardSchema },
  }),
  everyone: defineEndpoint({
    method: 'GET',
    path: '/api/admin/metrics',
    access: 'admin',
    tag: 'Metrics',
    summary: "Every user's generation metrics over a timeframe, as GET /api/metrics/me gives one user's",
    query: metricsQuery,
    response: { kind: 'json', schema: metricsDashboardSchema },
  }),
};
