import { defineEndpoint } from '../endpoint';

/**
 * The Prometheus exposition of one server process (issue 22 §1). Public at the access level: the
 * route itself requires `Authorization: Bearer <METRICS_TOKEN>` or an admin session, because a
 * scraper has no session.
 */
export const metricsPrometheusEndpoints = {
  scrape: defineEndpoint({
    method: 'GET',
    path: '/api/metrics/prometheus',
    access: 'public',
    tag: 'Metrics',
    summary:
      "This process's metrics in the Prometheus text format (HTTP latency, generations, streams, event-loop lag, database pool, job queue); for Authorization: Bearer METRICS_TOKEN or an admin session",
    response: { kind: 'file', contentTypes: ['text/plain; version=0.0.4; charset=utf-8'] },
    // UNAUTHORIZED: no token and no session, or a wrong token; FORBIDDEN: a session that is not an admin's.
    errors: ['UNAUTHORIZED', 'FORBIDDEN'],
  }),
};
