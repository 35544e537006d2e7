import type { ErrorEntries } from './error-entry';

/** Refusals of in-app notifications and Web Push subscriptions (issue 23 item 4). */
export const NOTIFICATIONS_ERRORS = {
  'notifications.notFound': { code: 'NOT_FOUND', text: 'Notification not found' },
  'notifications.invalidCursor': {
    code: 'VALIDATION_ERROR',
    text: 'Invalid request. cursor: This page link is not valid.',
  },
  'notifications.pushUnavailable': {
    code: 'NOT_READY',
    text: 'Push notifications are not available right now. Please try again later.',
  },
  'notifications.pushEndpointRefused': {
    code: 'VALIDATION_ERROR',
    text: 'Invalid request. endpoint: This push service address is not allowed.',
  },
  'notifications.pushKeysInvalid': {
    code: 'VALIDATION_ERROR',
    text: "Invalid request. keys: This browser's push keys are not valid.",
  },
} as const satisfies ErrorEntries;
