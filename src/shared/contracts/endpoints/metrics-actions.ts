import { defineEndpoint } from '../endpoint';
import { recordActionSchema } from '../metrics-actions';

/** The browser's report of a copy or export of a reply (issue 22 §1, platform.md §7). */
export const metricsActionEndpoints = {
  record: defineEndpoint({
    method: 'POST',
    path: '/api/metrics/actions',
    access: 'signed-in',
    tag: 'Metrics',
    summary:
      "Record that the user copied or exported one of their own replies; another user's reply, or one that does not exist, is refused as not found",
    body: recordActionSchema,
    response: { kind: 'empty' },
    // NOT_FOUND: not a reply of the user's; RATE_LIMITED: too many reports a minute.
    errors: ['NOT_FOUND', 'RATE_LIMITED'],
  }),
};
