import { aiKeySettingsSchema, saveAiKeySchema } from '../ai-key';
import { defineEndpoint } from '../endpoint';

/** The user's own AI key (Settings, "Your own AI key"): platform.md §2, verified users. */
export const aiKeyEndpoints = {
  read: defineEndpoint({
    method: 'GET',
    path: '/api/ai-key',
    access: 'verified',
    tag: 'Settings',
    summary: 'Your own AI key: provider, base URL, model and the key’s last 4 characters (never the key)',
    response: { kind: 'json', schema: aiKeySettingsSchema },
  }),
  save: defineEndpoint({
    method: 'PUT',
    path: '/api/ai-key',
    access: 'verified',
    tag: 'Settings',
    summary:
      'Save your own AI key after a test call with it succeeds; your generations then use it and do not count against the allowance',
    body: saveAiKeySchema,
    response: { kind: 'json', schema: aiKeySettingsSchema },
    errors: ['NOT_READY'],
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/api/ai-key',
    access: 'verified',
    tag: 'Settings',
    summary: 'Remove your own AI key; your generations use the server’s model again',
    response: { kind: 'json', schema: aiKeySettingsSchema },
  }),
};
