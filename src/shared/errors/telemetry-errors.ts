import type { ErrorEntries } from './error-entry';

/**
 * Errors of the generation metrics' recording part (issue 22 §1): the browser's report of a copy
 * or export, and the Prometheus endpoint's guard.
 */
export const TELEMETRY_ERRORS = {
  'telemetry.replyNotFound': {
    code: 'NOT_FOUND',
    text: 'That reply was not found in your chats, so nothing was recorded.',
  },
  'telemetry.tokenRequired': {
    code: 'UNAUTHORIZED',
    text: 'Metrics need the bearer token (METRICS_TOKEN) or an admin session.',
  },
  'telemetry.wrongToken': {
    code: 'UNAUTHORIZED',
    text: 'The metrics token is not valid.',
  },
  'telemetry.adminRequired': {
    code: 'FORBIDDEN',
    text: 'Metrics are only for admins and the holder of the metrics token.',
  },
} as const satisfies ErrorEntries;
