import { defineEndpoint } from '../endpoint';
import {
  notificationPreferencesSchema,
  testNotificationResultSchema,
  updateNotificationPreferencesSchema,
  updateUserPreferencesSchema,
  userPreferencesSchema,
} from '../preferences';

/**
 * The user's own settings (platform.md §2 Settings: Preferences and Notifications), stored on the
 * server. Every change is announced on the user's event channel, so other open tabs apply it.
 */
export const preferencesEndpoints = {
  get: defineEndpoint({
    method: 'GET',
    path: '/api/preferences',
    access: 'verified',
    tag: 'Settings',
    summary:
      "The user's preferences (the defaults of platform.md §3 until changed; the language, until saved, is the request's: rf-language cookie, else Accept-Language)",
    response: { kind: 'json', schema: userPreferencesSchema },
  }),
  update: defineEndpoint({
    method: 'PATCH',
    path: '/api/preferences',
    access: 'verified',
    tag: 'Settings',
    summary: 'Change some preferences; the others stay. Answers all of them',
    body: updateUserPreferencesSchema,
    response: { kind: 'json', schema: userPreferencesSchema },
  }),
  reset: defineEndpoint({
    method: 'POST',
    path: '/api/preferences/reset',
    access: 'verified',
    tag: 'Settings',
    summary: "'Reset to Defaults': every preference back to platform.md §3's default",
    response: { kind: 'json', schema: userPreferencesSchema },
  }),
};

export const notificationPreferencesEndpoints = {
  get: defineEndpoint({
    method: 'GET',
    path: '/api/notification-preferences',
    access: 'verified',
    tag: 'Settings',
    summary: "The user's notification toggles and quiet hours (the defaults until changed)",
    response: { kind: 'json', schema: notificationPreferencesSchema },
  }),
  update: defineEndpoint({
    method: 'PATCH',
    path: '/api/notification-preferences',
    access: 'verified',
    tag: 'Settings',
    summary: 'Change some notification toggles or the quiet hours; answers all of them',
    body: updateNotificationPreferencesSchema,
    response: { kind: 'json', schema: notificationPreferencesSchema },
  }),
  reset: defineEndpoint({
    method: 'POST',
    path: '/api/notification-preferences/reset',
    access: 'verified',
    tag: 'Settings',
    summary: 'Every notification toggle and the quiet hours back to their defaults',
    response: { kind: 'json', schema: notificationPreferencesSchema },
  }),
  sendTest: defineEndpoint({
    method: 'POST',
    path: '/api/notification-preferences/test',
    access: 'verified',
    tag: 'Settings',
    summary: "'Send Test': a test e-mail to the user's address (e-mail notifications must be on)",
    response: { kind: 'json', schema: testNotificationResultSchema },
    errors: ['CONFLICT', 'RATE_LIMITED', 'INTERNAL'],
  }),
};
