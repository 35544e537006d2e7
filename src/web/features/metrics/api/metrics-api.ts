import { chatEndpoints } from '@shared/contracts/endpoints/chat';
import { metricsActionEndpoints } from '@shared/contracts/endpoints/metrics-actions';
import { metricsDashboardEndpoints as endpoints } from '@shared/contracts/endpoints/metrics-dashboard';
import type { MetricsTimeframe } from '@shared/contracts/metrics-dashboard';
import { callEndpoint } from '@web/lib/api/call-endpoint';

/** Whose figures a dashboard shows: the caller's own, or (for an admin) everyone's. */
export type MetricsScope = 'own' | 'everyone';

/**
 * The metrics dashboards' data (shared/contracts/endpoints/metrics-dashboard.ts) and the two
 * real calls the metrics test page makes. Errors are ApiRequestError.
 */
export const metricsApi = {
  dashboard: (scope: MetricsScope, timeframe: MetricsTimeframe, signal?: AbortSignal) =>
    callEndpoint(scope === 'own' ? endpoints.mine : endpoints.everyone, { query: { timeframe } }, { signal }),
  /** A real generation: a new chat with one prompt, its reply written whole (no stream to follow). */
  testGeneration: (content: string) =>
    callEndpoint(chatEndpoints.create, { body: { content, stream: false } }),
  /** Reports a copy of a reply, as the chat does when the user copies one. */
  recordCopy: (messageId: string) =>
    callEndpoint(metricsActionEndpoints.record, { body: { messageId, action: 'copy' } }),
};
