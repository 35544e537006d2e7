import { creatorAnalyticsEndpoints as endpoints } from '@shared/contracts/endpoints/creator-analytics';
import { callEndpoint } from '@web/lib/api/call-endpoint';

/**
 * The creator's analytics and payout history (shared/contracts/endpoints/creator-analytics.ts).
 * Errors are ApiRequestError. Query keys: lib/query-keys.ts `creatorAnalytics`.
 */
export const analyticsApi = {
  analytics: (signal?: AbortSignal) => callEndpoint(endpoints.analytics, {}, { signal }),
  payouts: (cursor: string | undefined, signal?: AbortSignal) =>
    callEndpoint(endpoints.payouts, { query: { cursor } }, { signal }),
};
