import type { ErrorEntries } from './error-entry';

/**
 * The user's own AI key (Settings, issue 19): its check before saving, and a generation that
 * failed on it (a reply stores those keys, so they keep the `generation.` prefix). A failure on
 * the user's key says so, so nobody looks for the fault in the server's model.
 */
export const AI_KEY_ERRORS = {
  'ai.keyRefused': {
    code: 'VALIDATION_ERROR',
    text: 'The provider refused this key. Check the key and try again; nothing was saved.',
  },
  'ai.keyRateLimited': {
    code: 'VALIDATION_ERROR',
    text: 'The provider says this key is over its rate limit or quota. Try again later; nothing was saved.',
  },
  'ai.keyUnreachable': {
    code: 'VALIDATION_ERROR',
    text: 'The test call could not reach {{host}}. Check the base URL and try again; nothing was saved.',
  },
  'ai.keyTestFailed': {
    code: 'VALIDATION_ERROR',
    text: 'The test call with this key failed. Check the key, the base URL and the model; nothing was saved.',
  },
  'ai.privateAddress': {
    code: 'VALIDATION_ERROR',
    text: '{{host}} is a private, loopback or link-local address, which this server does not call. Use a public base URL.',
  },
  'ai.keyUnreadable': {
    code: 'NOT_READY',
    text: 'Your saved AI key can no longer be read because the server’s secret changed. Save it again or remove it.',
  },
  'generation.ownKeyRefused': {
    code: 'NOT_READY',
    text: 'Your own AI key was refused by its provider. Check it in Settings, or remove it to use the built-in model.',
  },
  'generation.ownModelFailed': {
    code: 'INTERNAL',
    text: 'Your own AI model could not answer. Check its settings, or remove your key to use the built-in model.',
  },
} as const satisfies ErrorEntries;
